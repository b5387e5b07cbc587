import { Alert, Box, Button, Group, Loader, LoadingOverlay, Switch, TextInput } from '@mantine/core';
import { BOARD_PAGE_SIZES } from '@oj/shared';
import { ContestStatus } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import type { BoardProblem } from '@oj/shared/schemas/scoreboard-view';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { isContestAdmin } from '../../../lib/contest-scope.ts';
import { useSession } from '../../../lib/session.ts';
import { downloadContestRank, type BoardKind, type RankRequest } from '../api/scoreboard-api.ts';
import { readConcerned, toggleConcerned } from '../board-view.ts';
import { useBoardPage } from '../use-board-page.ts';
import { RankTable, type BoardLinks, type TableContext } from './rank-table.tsx';

/** Spec 001 section 9. */
export const AUTO_REFRESH_MS = 30_000;
const DEFAULT_PAGE_SIZE = 50;

interface Props {
  kind: BoardKind;
  contest: ContestInfo;
  problems: readonly BoardProblem[];
  links: BoardLinks | null;
  /** Inside the contest shell its include-after-contest setting applies; the outside scoreboard has its own switch. */
  shellContainsEnd?: boolean | undefined;
  /** The server's time (the contest's clock), by which a visitor's published board is judged current. */
  serverNow?: (() => number) | undefined;
}

/**
 * A contest's board with its controls (spec 001 section 2.4): search, star users, after-contest submissions, the
 * live board for contest admins, auto refresh every 30 s (a failed load turns it off), followed users pinned on top,
 * paging by 50 (10 to 300), and the CSV download for contest admins.
 */
export function Scoreboard({ kind, contest, problems, links, shellContainsEnd, serverNow = Date.now }: Props) {
  const { t } = useTranslation('scoreboard');
  const { user } = useSession();
  const admin = isContestAdmin(contest, user);
  const ended = contest.status === ContestStatus.ENDED;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [showStar, setShowStar] = useState(true);
  const [ownContainsEnd, setContainsEnd] = useState(false);
  const containsEnd = shellContainsEnd ?? ownContainsEnd;
  const [forceRefresh, setForceRefresh] = useState(false);
  const [autoRefresh, setAutoRefresh] = useState(!ended);
  const [concerned, setConcerned] = useState(() => readConcerned(contest.id));
  const { page, size, setPage, setSize } = usePaging(DEFAULT_PAGE_SIZE);
  const [downloading, setDownloading] = useState(false);

  const body: RankRequest = {
    cid: contest.id,
    currentPage: page,
    limit: size,
    forceRefresh: admin && forceRefresh,
    removeStar: !showStar,
    containsEnd,
    keyword: keyword || null,
    concernedList: concerned,
  };
  const query = useBoardPage(kind, contest, body, kind === 'outside' && !admin ? { uid: user?.uid } : null, autoRefresh ? AUTO_REFRESH_MS : false, serverNow);
  useEffect(() => {
    if (query.isError) setAutoRefresh(false);
  }, [query.isError, query.errorUpdatedAt]);

  const onToggleConcerned = useCallback((uid: string) => setConcerned(toggleConcerned(contest.id, uid)), [contest.id]);
  const ctx = useMemo<TableContext>(
    () => ({ type: contest.type, problems, rankShowName: contest.rankShowName, showRealname: admin, viewerUid: user?.uid ?? null, onToggleConcerned, links }),
    [contest.type, problems, contest.rankShowName, admin, user?.uid, onToggleConcerned, links],
  );
  const concernedSet = useMemo(() => new Set(concerned), [concerned]);
  const rows = query.data?.records ?? [];
  const firstPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadContestRank({ cid: contest.id, forceRefresh: admin && forceRefresh, removeStar: !showStar, containEnd: containsEnd });
    } catch {
      // the failure was shown as a toast
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Box pos="relative">
      <Group justify="space-between" mb="sm" gap="sm">
        <TextInput
          w={280}
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') firstPage(setKeyword)(typed.trim());
          }}
          rightSectionWidth={64}
          rightSection={
            <Button size="compact-xs" variant="light" onClick={() => firstPage(setKeyword)(typed.trim())}>
              {t('search')}
            </Button>
          }
        />
        <Group gap="md">
          <Switch label={t('starUsers')} checked={showStar} onChange={(e) => firstPage(setShowStar)(e.currentTarget.checked)} />
          {shellContainsEnd === undefined && ended && (contest.allowEndSubmit || admin) && (
            <Switch label={t('containsEnd')} checked={containsEnd} onChange={(e) => firstPage(setContainsEnd)(e.currentTarget.checked)} />
          )}
          {admin && <Switch label={t('forceRefresh')} checked={forceRefresh} onChange={(e) => setForceRefresh(e.currentTarget.checked)} />}
          <Group gap={4}>
            <Switch label={t('autoRefresh')} checked={autoRefresh} disabled={ended} onChange={(e) => setAutoRefresh(e.currentTarget.checked)} data-testid="auto-refresh" />
            {query.refreshing && <Loader size="xs" aria-label={t('loading')} />}
          </Group>
          {admin && (
            <Button size="xs" variant="light" loading={downloading} onClick={() => void download()}>
              {t('download')}
            </Button>
          )}
        </Group>
      </Group>
      {query.isError && (
        <Alert color="red" mb="sm" data-testid="board-error">
          {t('loadFailed')}
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay visible={query.loading} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ 'aria-label': t('loading') }} />
        <RankTable rows={rows} concerned={concernedSet} ctx={ctx} />
      </Box>
      <Pager total={query.data?.total ?? 0} page={page} size={size} onPage={setPage} onSize={setSize} sizes={BOARD_PAGE_SIZES} />
    </Box>
  );
}
