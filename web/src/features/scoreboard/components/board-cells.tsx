import { ActionIcon, Anchor, Badge, Group, Tooltip } from '@mantine/core';
import type { AcmRankRow } from '@oj/shared';
import type { BoardProblem } from '@oj/shared/schemas/scoreboard-view';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatSeconds } from '../../../lib/format.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { acmCellKind, cellTries, oiCellKind } from '../board-view.ts';
import type { RankRow } from '../api/scoreboard-api.ts';
import classes from './board.module.css';

/** The rank: '*' for star users, the award's colours with its name on hover. */
export const RankBadge = memo(function RankBadge({ row }: { row: RankRow }) {
  if (row.rank === -1) return <span aria-label="star">*</span>;
  const badge = (
    <span
      className={classes.rankBox}
      data-award={row.isWinAward ? row.awardName : undefined}
      style={row.isWinAward ? { background: row.awardBackground ?? undefined, color: row.awardColor ?? undefined } : undefined}
    >
      {row.rank}
    </span>
  );
  return row.isWinAward && row.awardName ? <Tooltip label={row.awardName}>{badge}</Tooltip> : badge;
});

interface UserCellProps {
  row: RankRow;
  name: string;
  own: boolean;
  concerned: boolean;
  onToggleConcerned: (uid: string) => void;
}

/** Avatar, the follow star, the shown name linking to the user's home, flags and the school. */
export const UserCell = memo(function UserCell({ row, name, own, concerned, onToggleConcerned }: UserCellProps) {
  const { t } = useTranslation('scoreboard');
  return (
    <Group gap={6} wrap="nowrap">
      <UserAvatar src={row.avatar} name={name} size={30} />
      <Tooltip label={t(concerned ? 'unfollow' : 'follow')}>
        <ActionIcon variant="subtle" size="sm" color={concerned ? 'red' : 'gray'} aria-label={t(concerned ? 'unfollow' : 'follow')} aria-pressed={concerned} onClick={() => onToggleConcerned(row.uid)}>
          {concerned ? '★' : '☆'}
        </ActionIcon>
      </Tooltip>
      <div style={{ minWidth: 0 }}>
        <Group gap={4} wrap="nowrap">
          {own && (
            <Badge size="xs" variant="light">
              {t('own')}
            </Badge>
          )}
          {row.rank === -1 && (
            <Badge size="xs" variant="light" color="yellow">
              {t('star')}
            </Badge>
          )}
          {row.gender === 'female' && (
            <Badge size="xs" variant="light" color="pink">
              {t('girl')}
            </Badge>
          )}
          <Anchor component={Link} to={userHomePath(row)} size="sm" fw={600} title={name} data-testid="board-user">
            {name}
          </Anchor>
        </Group>
        {row.school && (
          <span className={classes.school} title={row.school}>
            {row.school}
          </span>
        )}
      </div>
    </Group>
  );
});

/** A problem column's head: balloon, display id (a link in the contest) and accepted/total counts when known. */
export function ProblemHeader({ problem, to }: { problem: BoardProblem; to: string | null }) {
  const { t } = useTranslation('scoreboard');
  const id = to ? (
    <Anchor component={Link} to={to} size="sm" fw={700} c="inherit">
      {problem.displayId}
    </Anchor>
  ) : (
    <b>{problem.displayId}</b>
  );
  const counted = problem.ac != null && problem.total != null;
  return (
    <Tooltip label={[problem.displayTitle, counted ? t('problemStats', { ac: problem.ac, total: problem.total }) : null].filter(Boolean).join(' · ')} disabled={!problem.displayTitle && !counted}>
      <div>
        {problem.color && <span className={classes.balloon} style={{ background: problem.color }} aria-hidden />}
        {id}
        {counted && (
          <div className={classes.time}>
            ({problem.ac}/{problem.total})
          </div>
        )}
      </div>
    </Tooltip>
  );
}

type AcmCell = AcmRankRow['submissionInfo'][string];

/** Counted tries, and runs hidden by the seal as "tried+pending" (the scroll board writes them the same way). */
export function TriesText({ tried, pending, className }: { tried: number; pending: number; className: string | undefined }) {
  const { t } = useTranslation('scoreboard');
  if (tried === 0 && pending === 0) return null;
  return <div className={className}>{pending > 0 && tried > 0 ? t('triesPending', { tried, pending }) : t('tries', { count: tried + pending })}</div>;
}

/** ACM: accepted time (or * after the contest), then the tries. */
export const AcmCellView = memo(function AcmCellView({ cell }: { cell: AcmCell }) {
  const { tries, pending } = cellTries(cell);
  return (
    <>
      {cell.isAC && <div>{cell.isAfterContest ? '*' : formatSeconds(cell.ACTime ?? 0)}</div>}
      {!cell.isAC && pending > 0 && <div>?</div>}
      <TriesText tried={tries} pending={pending} className={classes.time} />
    </>
  );
});

/** OI: the score, and the fastest accepted run's time. */
export const OiCellView = memo(function OiCellView({ score, time }: { score: number; time: number | undefined }) {
  return (
    <>
      <div>{score}</div>
      {time !== undefined && <div className={classes.time}>({time}ms)</div>}
    </>
  );
});

/** A problem cell's class and its kind (also written to `data-kind`). */
export function acmCellStyle(cell: AcmCell | undefined) {
  const kind = cell ? acmCellKind(cell) : null;
  return { kind: kind ?? undefined, className: kind ? classes[kind] : '' };
}

export function oiCellStyle(score: number | undefined, time: number | undefined) {
  const kind = oiCellKind(score, time);
  return { kind: kind ?? undefined, className: kind ? classes[kind] : '' };
}
