import { Badge, Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnreadCounts } from '@oj/shared/schemas/message';
import { badgeText, countFor, totalUnread, useUnreadCounts } from '../api/unread-api.ts';

const CountBadge = ({ count, testId }: { count: number; testId: string }) =>
  count > 0 ? (
    <Badge color="red" size="sm" variant="filled" data-testid={testId}>
      {badgeText(count)}
    </Badge>
  ) : null;

/** The unread count of the message tab a link leads to, nothing for other links (the mobile drawer's entries). */
export function UnreadCount({ counts, to }: { counts: UnreadCounts | undefined; to: string }) {
  return <CountBadge count={countFor(counts, to)} testId="unread-count" />;
}

/**
 * The header's message menu for a signed-in user: the unread total on the button (polled every 2 minutes) and each
 * tab of the message centre with its own count. It is part of every page's first load, so it stays this small.
 */
export function MessageMenu({ links }: { links: { label: string; to: string }[] }) {
  const { t } = useTranslation();
  const counts = useUnreadCounts();
  return (
    <Menu trigger="hover">
      <Menu.Target>
        <Button variant="subtle" aria-label={t('header.messages')} rightSection={<CountBadge count={totalUnread(counts)} testId="unread-total" />} data-testid="message-menu">
          {t('header.messages')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((l) => (
          <Menu.Item key={l.to} component={Link} to={l.to} rightSection={<UnreadCount counts={counts} to={l.to} />}>
            {t(`userMenu.${l.label}` as never)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
