import { ActionIcon, Anchor, Avatar, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { ContestListItem } from '@oj/shared';
import { ContestStatus, ContestType } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration, localDateTime } from '../../../lib/format.ts';
import { LockIcon } from '../../../components/lock-icon.tsx';
import { statusStyle } from '../../../lib/contest-clock.ts';
import { AuthTag, RuleButton, StatusTag } from '../../../components/contest-badges.tsx';

/** The outside scoreboard of a contest, by its rule (built by the scoreboard feature). */
export function scoreboardPath(c: Pick<ContestListItem, 'id' | 'type'>) {
  return c.type === ContestType.OI ? `/oi-scoreboard/${c.id}` : `/acm-scoreboard/${c.id}`;
}

interface Props {
  contest: ContestListItem;
  onOpen: (c: ContestListItem) => void;
  /** The rule button filters the list by its rule (none in a group's list). */
  onRule?: ((type: number) => void) | undefined;
  /** Whether the participant count shows (a group's list shows it for private and protected contests only). */
  showCount?: boolean;
  /** Whether the card starts with the rule's mark, ACM or OI (a group's list, spec 002 2.6). */
  typeMark?: boolean;
  /** Whether the scoreboard pages exist in this build. */
  scoreboardAvailable: boolean;
}

/** Spec 001 section 2.1: one contest of the list. */
export function ContestListRow({ contest: c, onOpen, onRule, showCount = true, typeMark = false, scoreboardAvailable }: Props) {
  const { t, i18n } = useTranslation('contest');
  const lock = c.auth === 1 ? 'red' : c.auth === 2 ? 'orange' : null;
  return (
    <Card withBorder padding="md" style={{ borderLeft: `4px solid var(--mantine-color-${statusStyle(c.status).color}-6)` }} data-testid="contest-row">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start">
          {typeMark && (
            <Avatar size={48} radius="md" color={c.type === ContestType.OI ? 'orange' : 'blue'} variant="filled" data-testid="contest-type-mark">
              {c.type === ContestType.OI ? 'OI' : 'ACM'}
            </Avatar>
          )}
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <Anchor component="button" type="button" fw={600} size="lg" ta="left" onClick={() => onOpen(c)} data-testid="contest-title">
                {c.title}
              </Anchor>
              {lock && <LockIcon color={`var(--mantine-color-${lock}-7)`} title={t(c.auth === 1 ? 'auth.private' : 'auth.protected')} />}
            </Group>
            <Group gap="md" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('list.start')}: {localDateTime(c.startTime)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('list.duration')}: {formatDuration(c.duration, i18n.language)}
              </Text>
              <RuleButton type={c.type} oiRankScoreType={c.oiRankScoreType} onClick={onRule && (() => onRule(c.type))} />
              <AuthTag auth={c.auth} />
              {showCount && (
                <Badge variant="light" color="blue" data-testid="participants">
                  {t('list.participants', { count: c.count })}
                </Badge>
              )}
              {c.openRank && scoreboardAvailable && (
                <Tooltip label={t('list.scoreboard')}>
                  <ActionIcon
                    component={Link}
                    to={scoreboardPath(c)}
                    variant="filled"
                    radius="xl"
                    size="sm"
                    aria-label={t('list.scoreboard')}
                    disabled={c.status === ContestStatus.SCHEDULED}
                    onClick={(e) => c.status === ContestStatus.SCHEDULED && e.preventDefault()}
                    data-testid="scoreboard-button"
                  >
                    <svg width={12} height={12} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                      <path d="M3 21h4V10H3v11Zm7 0h4V3h-4v18Zm7 0h4v-7h-4v7Z" />
                    </svg>
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Stack>
        </Group>
        <StatusTag status={c.status} />
      </Group>
    </Card>
  );
}
