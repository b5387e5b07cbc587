import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { AcmRankRow, OiRankRow } from '@oj/shared';
import { ContestType } from '@oj/shared/enums';
import type { BoardProblem } from '@oj/shared/schemas/scoreboard-view';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { RankRow } from '../api/scoreboard-api.ts';
import { formatSeconds } from '../../../lib/format.ts';
import { pinLabel, shownName } from '../board-view.ts';
import { AcmCellView, OiCellView, ProblemHeader, RankBadge, UserCell, acmCellStyle, oiCellStyle } from './board-cells.tsx';
import classes from './board.module.css';

/** Where a board inside its contest links to (the rank tab); the outside scoreboard has none. */
export interface BoardLinks {
  problem: (displayId: string) => string;
  submissions: (q: { username: string; displayId?: string; accepted?: boolean }) => string;
}

/** What every row reads; kept referentially stable so unchanged rows skip rendering. */
export interface TableContext {
  type: number;
  problems: readonly BoardProblem[];
  rankShowName: string | null | undefined;
  /** Contest admins get the real name column. */
  showRealname: boolean;
  viewerUid: string | null;
  onToggleConcerned: (uid: string) => void;
  links: BoardLinks | null;
}

interface RowProps {
  /** A row in place, or a copy repeated on top (marked `pinned` by the server: the viewer's row or a followed user's). */
  row: RankRow;
  concerned: boolean;
  ctx: TableContext;
}

/** One board row; rows and cells are memoised, and query results keep unchanged rows identical between refreshes. */
const BoardRow = memo(function BoardRow({ row, concerned, ctx }: RowProps) {
  const { t } = useTranslation('scoreboard');
  const navigate = useNavigate();
  const own = row.uid === ctx.viewerUid;
  const label = pinLabel(row, ctx.viewerUid);
  const name = shownName(row, ctx.rankShowName);
  const fixedClass = label ? classes.pinned : own ? classes.own : concerned ? classes.concerned : undefined;
  const { links } = ctx;
  const openCell = links ? (displayId: string) => void navigate(links.submissions({ username: row.username, displayId })) : undefined;
  return (
    <Table.Tr data-testid="board-row" data-uid={row.uid} data-pinned={label ? true : undefined} className={label ? classes.pinnedRow : undefined}>
      <Table.Td className={fixedClass}>
        {label && (
          <Badge size="xs" variant="filled" color={label === 'pinnedOwn' ? 'teal' : 'gray'} display="block" mb={2} data-testid="pin-label">
            {t(label)}
          </Badge>
        )}
        <RankBadge row={row} />
      </Table.Td>
      <Table.Td className={`${classes.userCell} ${row.rank === -1 ? classes.starUser : (fixedClass ?? '')}`}>
        <UserCell row={row} name={name} own={own && !label} concerned={concerned} onToggleConcerned={ctx.onToggleConcerned} />
      </Table.Td>
      {ctx.showRealname && <Table.Td className={fixedClass}>{row.realname}</Table.Td>}
      {ctx.type === ContestType.OI ? <OiTotals row={row as OiRankRow} className={fixedClass} /> : <AcmTotals row={row as AcmRankRow} className={fixedClass} links={links} />}
      {ctx.problems.map((p) => {
        if (ctx.type === ContestType.OI) {
          const oi = row as OiRankRow;
          const score = oi.submissionInfo[p.displayId];
          const time = oi.timeInfo[p.displayId];
          const style = oiCellStyle(score, time);
          return (
            <Table.Td key={p.displayId} className={`${classes.problemCell} ${style.className}`} data-kind={style.kind}>
              {score !== undefined && <OiCellView score={score} time={time} />}
            </Table.Td>
          );
        }
        const cell = (row as AcmRankRow).submissionInfo[p.displayId];
        const style = acmCellStyle(cell);
        return (
          <Table.Td
            key={p.displayId}
            className={`${classes.problemCell} ${style.className} ${cell && openCell ? classes.linked : ''}`}
            data-kind={style.kind}
            onClick={cell && openCell ? () => openCell(p.displayId) : undefined}
          >
            {cell && <AcmCellView cell={cell} />}
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
});

function AcmTotals({ row, className, links }: { row: AcmRankRow; className: string | undefined; links: BoardLinks | null }) {
  return (
    <>
      <Table.Td className={className}>
        {links ? (
          <Anchor component={Link} to={links.submissions({ username: row.username, accepted: true })} fw={700} size="sm">
            {row.ac}
          </Anchor>
        ) : (
          <Text span fw={700} size="sm" c="blue">
            {row.ac}
          </Text>
        )}
      </Table.Td>
      <Table.Td className={className}>{formatSeconds(row.totalTime)}</Table.Td>
    </>
  );
}

function OiTotals({ row, className }: { row: OiRankRow; className: string | undefined }) {
  return (
    <Table.Td className={className}>
      <Text span fw={700} size="sm" c="blue">
        {row.totalScore}
      </Text>
      <div className={classes.time}>({row.totalTime}ms)</div>
    </Table.Td>
  );
}

interface Props {
  rows: readonly RankRow[];
  concerned: ReadonlySet<string>;
  ctx: TableContext;
}

/** The ACM or OI board table (spec 001 section 2.4); pinned copies on top, drawn as such, each row also in its place. */
export function RankTable({ rows, concerned, ctx }: Props) {
  const { t } = useTranslation('scoreboard');
  const oi = ctx.type === ContestType.OI;
  return (
    <Table.ScrollContainer minWidth={480 + ctx.problems.length * 76}>
      <Table withTableBorder withColumnBorders className={classes.table} data-testid="rank-board">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rank')}</Table.Th>
            <Table.Th className={classes.userCell}>{t('user')}</Table.Th>
            {ctx.showRealname && <Table.Th>{t('realname')}</Table.Th>}
            {oi ? <Table.Th>{t('totalScore')}</Table.Th> : <Table.Th>{t('solved')}</Table.Th>}
            {!oi && <Table.Th>{t('penalty')}</Table.Th>}
            {ctx.problems.map((p) => (
              <Table.Th key={p.displayId} className={classes.problemCell}>
                <ProblemHeader problem={p} to={ctx.links?.problem(p.displayId) ?? null} />
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <BoardRow key={row.pinned ? `pinned:${row.uid}` : row.uid} row={row} concerned={concerned.has(row.uid)} ctx={ctx} />
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={(oi ? 3 : 4) + ctx.problems.length + (ctx.showRealname ? 1 : 0)}>
                <Text c="dimmed" size="sm" py="md">
                  {t('empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
