import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { RelativeTime } from '../../../components/relative-time.tsx';
import type { SystemMessage } from '@oj/shared/schemas/message';

/** A system notice or a notice to this user: title, when, and the content as sanitised markdown. */
export function NoticeCard({ notice, deleteButton }: { notice: SystemMessage; deleteButton: ReactNode }) {
  const { t } = useTranslation('message');
  return (
    <Card withBorder padding="md" data-testid="message-item">
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Group gap={6} style={{ minWidth: 0 }}>
          <Text fw={700} data-testid="notice-title">
            {notice.title}
          </Text>
          {!notice.state && (
            <Badge color="red" size="xs" variant="dot" data-testid="message-unread">
              {t('unread')}
            </Badge>
          )}
        </Group>
        <Group gap="md" wrap="nowrap">
          <Text size="xs" c="dimmed">
            <RelativeTime iso={notice.gmtCreate} />
          </Text>
          {deleteButton}
        </Group>
      </Group>
      <Markdown source={notice.content} />
    </Card>
  );
}
