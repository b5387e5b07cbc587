import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userHomePath } from '../../../lib/user-home.ts';
import type { GroupView } from '../api/group-api.ts';
import { creationDate } from '../group-name.ts';
import { GroupAvatar } from './group-avatar.tsx';
import { GroupAuthTag, HiddenTag } from './group-tags.tsx';
import { Marquee } from './marquee.tsx';

/** Spec 002 2.2: one group of the list; a click opens it (or asks a visitor to log in, `onOpen` decides). */
export function GroupCard({ group, onOpen }: { group: GroupView; onOpen: (group: GroupView) => void }) {
  const { t } = useTranslation('group');
  return (
    <Card withBorder padding="md" style={{ cursor: 'pointer' }} onClick={() => onOpen(group)} data-testid="group-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <GroupAvatar src={group.avatar} name={group.name} size={72} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600} component="div">
            <Marquee text={group.name} data-testid="group-card-name" />
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2} data-testid="group-card-brief">
            {group.brief}
          </Text>
          <Text size="xs" c="dimmed">
            {t('card.owner')}{' '}
            <Anchor component={Link} to={userHomePath({ username: group.owner })} size="xs" onClick={(e) => e.stopPropagation()}>
              {group.owner}
            </Anchor>
          </Text>
        </Stack>
      </Group>
      <Group justify="space-between" mt="sm" gap="xs">
        <Group gap={4}>
          <GroupAuthTag auth={group.auth} />
          {!group.visible && <HiddenTag />}
          <Text size="xs" c="dimmed" data-testid="group-card-members">
            {t('card.members', { count: group.memberCount })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" data-testid="group-card-created">
          {creationDate(group.gmtCreate)}
        </Text>
      </Group>
    </Card>
  );
}
