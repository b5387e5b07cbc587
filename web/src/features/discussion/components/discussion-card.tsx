import { ActionIcon, Anchor, Badge, Button, Card, Group, Menu, Text } from '@mantine/core';
import type { UserInfo } from '@oj/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Discussion } from '@oj/shared/schemas/community';
import { useDiscussionBoard } from '../discussion-board.ts';
import { DiscussionAuthor, DiscussionFacts } from './discussion-meta.tsx';

interface Props {
  d: Discussion;
  categoryName: string | undefined;
  /** The list filtered by this card's category. */
  categoryTo: string;
  viewer: UserInfo | null;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec 001 section 2.11: one discussion in the list. */
export function DiscussionCard({ d, categoryName, categoryTo, viewer, onEdit, onDelete }: Props) {
  const { t } = useTranslation('discussion');
  const board = useDiscussionBoard();
  const edit = board.mayEdit(d, viewer);
  const remove = board.mayDelete(d, viewer);
  const path = board.detailPath(d.id);
  return (
    <Card withBorder padding="md" pos="relative" data-testid="discussion-card" data-discussion-id={d.id}>
      {d.topPriority && (
        <Badge color="red" variant="filled" pos="absolute" top={8} right={8} data-testid="pinned">
          {t('pinned')}
        </Badge>
      )}
      <Group gap="xs" pr={d.topPriority ? 70 : 0}>
        <Anchor component={Link} to={path} fw={600} c="inherit" data-testid="discussion-link">
          {d.title}
        </Anchor>
        {d.pid && (
          <Button component={Link} to={board.problemPath(d.pid)} size="compact-xs" variant="light" data-testid="discussion-problem">
            {t('goToProblem')}
          </Button>
        )}
      </Group>
      <Anchor component={Link} to={path} c="dimmed" underline="never">
        <Text size="sm" lineClamp={3} mt={4}>
          {d.description}
        </Text>
      </Anchor>
      <Group gap="md" mt="sm" justify="space-between" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <DiscussionAuthor d={d} size={24} />
          <DiscussionFacts d={d} category={{ name: categoryName ?? '-', to: categoryTo }} withComments />
        </Group>
        {(edit || remove) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('more')} data-testid="discussion-menu">
                ⋯
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {edit && (
                <Menu.Item onClick={onEdit} data-testid="discussion-edit">
                  {t('edit')}
                </Menu.Item>
              )}
              {remove && (
                <Menu.Item color="red" onClick={onDelete} data-testid="discussion-delete">
                  {t('delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Card>
  );
}
