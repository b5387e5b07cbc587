import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { userHomePath } from '../../../lib/user-home.ts';
import type { UserMessage } from '@oj/shared/schemas/message';

/** Only the site's own paths become links: a message's url is where on this site it happened. */
const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * A comment, reply or like from another user: who, what they did, what they wrote and what it answered (as plain
 * text: never rendered as HTML), when, and where it happened.
 */
export function UserMessageCard({ message: m, deleteButton }: { message: UserMessage; deleteButton: ReactNode }) {
  const { t } = useTranslation('message');
  const source = m.sourceTitle ?? '';
  // A sender whose account is gone has no name and no home page.
  const sender = m.senderUsername;
  const home = sender === null ? null : userHomePath({ uid: m.senderId, username: sender });
  return (
    <Card withBorder padding="md" data-testid="message-item">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {home ? (
          <Anchor component={Link} to={home} aria-label={sender ?? undefined}>
            <UserAvatar src={m.senderAvatar} name={sender ?? ''} size={40} />
          </Anchor>
        ) : (
          <UserAvatar src={null} name="?" size={40} />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            {home ? (
              <Anchor component={Link} to={home} fw={700} c="dark">
                {sender}
              </Anchor>
            ) : (
              <Text fw={700} c="dimmed">
                {t('unknownSender')}
              </Text>
            )}
            <Text c="dimmed">{t(`action.${m.action}`)}</Text>
            {!m.state && (
              <Badge color="red" size="xs" variant="dot" data-testid="message-unread">
                {t('unread')}
              </Badge>
            )}
          </Group>
          {m.sourceContent && (
            <Text lineClamp={2} style={{ wordBreak: 'break-word' }} data-testid="message-content">
              {m.sourceContent}
            </Text>
          )}
          {m.quoteContent && (
            <Text size="xs" c="dimmed" lineClamp={2} pl={6} style={{ borderLeft: '2px solid var(--mantine-color-gray-4)', wordBreak: 'break-word' }} data-testid="message-quote">
              {m.quoteContent}
            </Text>
          )}
          <Group gap="md">
            <Text size="xs" c="dimmed">
              <RelativeTime iso={m.gmtCreate} />
            </Text>
            {deleteButton}
          </Group>
          <Text size="sm" c="dimmed">
            {t(m.sourceType === 'Contest' ? 'fromContest' : 'fromDiscussion')}{' '}
            {isSitePath(m.url) ? (
              <Anchor component={Link} to={m.url} data-testid="message-source">
                “{source}”
              </Anchor>
            ) : (
              <span>“{source}”</span>
            )}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
