import { Accordion, Button, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { contestAnnouncementsQuery } from '../api/contest-api.ts';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.7: the contest's announcements, all at once, with a refresh button; a title opens its text. */
export function AnnouncementsPage() {
  const { t } = useTranslation('contest');
  const { cid } = useContestShell();
  const { data, isFetching, refetch } = useQuery(contestAnnouncementsQuery(cid));
  const records = data?.records ?? [];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={4}>{t('announcements.title')}</Title>
        <Button size="xs" onClick={() => void refetch()} loading={isFetching} data-testid="refresh-announcements">
          {t('common.refresh')}
        </Button>
      </Group>
      {records.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('announcements.empty')}
        </Text>
      ) : (
        <Accordion variant="separated" data-testid="contest-announcements">
          {records.map((a) => (
            <Accordion.Item key={a.id} value={String(a.id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" pr="sm">
                  <Text fw={600}>{a.title}</Text>
                  <Text size="xs" c="dimmed">
                    {localDateTime(a.gmtCreate)} · {a.username}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Markdown source={a.content} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Card>
  );
}
