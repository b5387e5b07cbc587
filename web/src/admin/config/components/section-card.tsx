import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  hint?: string;
  /** The section's own actions (its save button): each section is saved on its own. */
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}

/** One settings section of the configuration pages. */
export function SectionCard({ title, hint, actions, children, testId }: Props) {
  return (
    <Card withBorder padding="lg" data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={4}>{title}</Title>
            {hint && (
              <Text size="sm" c="dimmed">
                {hint}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
