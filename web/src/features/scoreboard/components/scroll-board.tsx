import type { ScrollSubmission } from '@oj/shared';
import type { AcmRow } from '@oj/shared/domain/scoreboard';
import type { ScrollBoardInfo } from '@oj/shared/schemas/scoreboard-view';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { formatSeconds } from '../../../lib/format.ts';
import { shownName } from '../board-view.ts';
import { TriesText } from './board-cells.tsx';
import { initialState, isDone, isFinal, medalOf, nextStep, prepareReplay, revealKind, type Medal, type ResolverState } from '../resolver.ts';
import classes from './scroll-board.module.css';

const ROW_HEIGHT = 60;
/** Auto play: one step every 1.6 s, long enough for a row's move (0.9 s) and the cell's flash. */
const AUTO_STEP_MS = 1600;
const NEXT_KEYS = new Set(['Enter', ' ', 'ArrowRight']);

interface Team {
  name: string;
  school: string | null;
  avatar: string | null;
}

const teamsOf = (submissions: readonly ScrollSubmission[], rankShowName: string | null | undefined) => {
  const teams = new Map<string, Team>();
  for (const s of submissions) if (!teams.has(s.uid)) teams.set(s.uid, { name: shownName(s, rankShowName), school: s.school, avatar: s.avatar });
  return teams;
};

interface RowProps {
  row: AcmRow;
  team: Team | undefined;
  position: number;
  problems: readonly string[];
  focused: boolean;
  medal: Medal | null;
  /** The display id revealed by the latest step, on its row. */
  revealed: string | null;
  step: number;
  grid: CSSProperties;
}

const TeamRow = memo(function TeamRow({ row, team, position, problems, focused, medal, revealed, step, grid }: RowProps) {
  const { t } = useTranslation('scoreboard');
  const name = team?.name ?? row.username;
  return (
    <div
      className={`${classes.row} ${classes.team} ${focused ? classes.focused : ''}`}
      style={{ ...grid, transform: `translateY(${position * ROW_HEIGHT}px)` }}
      data-testid="scroll-row"
      data-uid={row.uid}
      data-pos={position}
      data-focused={focused || undefined}
    >
      <div className={classes.rank}>{row.rank === -1 ? <span className={classes.star}>*</span> : row.rank}</div>
      <div className={classes.name}>
        <UserAvatar src={team?.avatar} name={name} size={36} />
        <div>
          <div className={classes.title} title={name}>
            {name}
          </div>
          {team?.school && <div className={classes.school}>{team.school}</div>}
        </div>
      </div>
      <div className={classes.center}>{row.solved}</div>
      <div className={classes.center}>{formatSeconds(row.penalty)}</div>
      {problems.map((p) => {
        const cell = row.problems[p];
        const kind = revealKind(cell);
        if (!cell || !kind) return <div key={p} />;
        return (
          <div key={revealed === p ? `${p}:${step}` : p} className={`${classes.cell} ${classes[kind]} ${revealed === p ? classes.revealed : ''}`} data-cell={p} data-kind={kind}>
            <div>{cell.ac ? formatSeconds(cell.acTime ?? 0) : kind === 'pending' ? '?' : '×'}</div>
            <TriesText tried={cell.tries + (cell.ac ? 1 : 0)} pending={cell.pending} className={classes.tries} />
          </div>
        );
      })}
      <div>
        {medal && (
          <span className={`${classes.medal} ${classes[medal]}`} data-medal={medal}>
            {t(`medal.${medal}`)}
          </span>
        )}
      </div>
    </div>
  );
});

interface Props {
  info: ScrollBoardInfo & { sealRankTime: string };
  submissions: readonly ScrollSubmission[];
  medals: readonly number[];
}

/**
 * The resolver (spec 001 section 2.5): the sealed board, revealed from the bottom. Enter, Space or → reveals the next
 * cell; A toggles auto play. Rows slide to their new places; a row's medal shows once its place is final.
 */
export function ScrollBoard({ info, submissions, medals }: Props) {
  const { t } = useTranslation('scoreboard');
  const problems = useMemo(() => Object.keys(info.balloonColor), [info.balloonColor]);
  const replay = useMemo(
    () => prepareReplay({ startTime: info.startTime, sealRankTime: info.sealRankTime, problems, starUsernames: info.starUserList ?? [], submissions }),
    [info.startTime, info.sealRankTime, info.starUserList, problems, submissions],
  );
  const [state, setState] = useState<ResolverState>(() => initialState(replay));
  const [steps, setSteps] = useState(0);
  const [auto, setAuto] = useState(false);
  const teams = useMemo(() => teamsOf(submissions, info.rankShowName), [submissions, info.rankShowName]);
  // rows stay in one DOM order (the sealed board's) and only their offsets change, so moves animate
  const order = useMemo(() => initialState(replay).rows.map((r) => r.uid), [replay]);
  const done = isDone(state);

  const step = useCallback(() => {
    setState((s) => nextStep(replay, s));
    setSteps((n) => n + 1);
  }, [replay]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (NEXT_KEYS.has(e.key)) {
        e.preventDefault();
        step();
      } else if (e.key === 'a' || e.key === 'A') {
        setAuto((a) => !a);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  useEffect(() => {
    if (!auto || done) return;
    const timer = setInterval(step, AUTO_STEP_MS);
    return () => clearInterval(timer);
  }, [auto, done, step]);

  // keep the row being revealed in view, a little below the middle of the screen
  const boardRef = useRef<HTMLDivElement>(null);
  const focus = state.last ? Math.min(state.last.to, Math.max(state.cursor, 0)) : state.cursor;
  useEffect(() => {
    const top = (boardRef.current?.offsetTop ?? 0) + Math.max(focus, 0) * ROW_HEIGHT;
    window.scrollTo({ top: Math.max(0, top - window.innerHeight * 0.6), behavior: 'smooth' });
  }, [focus]);

  const positions = useMemo(() => new Map(state.rows.map((r, i) => [r.uid, i])), [state.rows]);
  const rowsByUid = useMemo(() => new Map(state.rows.map((r) => [r.uid, r])), [state.rows]);
  const grid: CSSProperties = useMemo(
    () => ({ gridTemplateColumns: `64px minmax(200px, 3fr) 72px 96px repeat(${problems.length}, minmax(64px, 1fr)) 96px`, ['--row-height' as string]: `${ROW_HEIGHT}px` }),
    [problems.length],
  );

  return (
    <div className={classes.page} data-testid="scroll-board" data-done={done || undefined}>
      <div className={`${classes.row} ${classes.head}`} style={grid}>
        <div className={classes.center}>{t('rank')}</div>
        <div className={classes.name}>{t('team')}</div>
        <div className={classes.center}>{t('solved')}</div>
        <div className={classes.center}>{t('penalty')}</div>
        {problems.map((p) => (
          <div key={p} className={classes.center}>
            {info.balloonColor[p] && <span style={{ color: info.balloonColor[p]! }}>● </span>}
            {p}
          </div>
        ))}
        <div className={classes.center}>{t('medal.title')}</div>
      </div>
      <div ref={boardRef} className={classes.board} style={{ height: order.length * ROW_HEIGHT }}>
        {order.map((uid) => {
          const row = rowsByUid.get(uid)!;
          const position = positions.get(uid)!;
          const final = isFinal(state, position);
          return (
            <TeamRow
              key={uid}
              row={row}
              team={teams.get(uid)}
              position={position}
              problems={problems}
              focused={position === state.cursor}
              medal={final ? medalOf(row, medals) : null}
              revealed={state.last?.uid === uid ? state.last.displayId : null}
              step={state.last?.uid === uid ? steps : 0}
              grid={grid}
            />
          );
        })}
      </div>
      <div className={classes.footer}>
        <span>{t('scroll.keys')}</span>
        <span data-testid="scroll-status">{done ? t('scroll.finished') : auto ? t('scroll.autoOn') : t('scroll.left', { count: state.cursor + 1 })}</span>
      </div>
    </div>
  );
}
