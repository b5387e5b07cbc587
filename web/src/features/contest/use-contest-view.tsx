import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { ContestStatus, ContestType } from '@oj/shared/enums';
import type { ContestInfo } from '@oj/shared/schemas/contest-view';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { statusAt, useContestClock } from '../../lib/contest-clock.ts';
import { contestFocusPath, isContestAdmin } from '../../lib/contest-scope.ts';
import { useSession } from '../../lib/session.ts';
import { contestAccessQuery, contestInfoQuery } from './api/contest-api.ts';
import { PasswordForm } from './components/password-form.tsx';
import { hasRealTimeView, menuDisabled, needsPassword, submitBlock } from './contest-rules.ts';
import type { ContestShellContext } from './shell-context.ts';
import { useAnnouncementPoll } from './use-announcement-poll.ts';
import { useContainsEnd } from './use-contains-end.ts';

/** A protected contest asks for its password when one first submits; the answer settles the waiting submit. */
const usePasswordPrompt = () => {
  const pending = useRef<((ok: boolean) => void) | null>(null);
  const [opened, setOpened] = useState(false);
  const settle = (ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
    setOpened(false);
  };
  const ask = () =>
    new Promise<boolean>((resolve) => {
      pending.current?.(false);
      pending.current = resolve;
      setOpened(true);
    });
  return { opened, ask, settle };
};

export interface ContestView {
  info: ContestInfo;
  /** The contest's clock (the server's time). */
  now: number;
  /** What the hosted pages get as their outlet context. */
  context: ContestShellContext;
  /** The tabs beyond the overview are off (spec 001 section 4). */
  menuOff: boolean;
  containsEnd: boolean;
  setContainsEnd: (on: boolean) => void;
  /** The password dialog a protected contest opens on the first submit: render it beside the outlet. */
  passwordPrompt: ReactNode;
}

/**
 * A contest as the pages hosting its problems see it (the contest shell, focus mode): the info on the server's
 * clock, the viewer's standing, the scope handed to the problem and submission pages, the unread-announcement poll.
 * `view` is undefined while loading or when the contest cannot be shown; `fallback` is then what to show.
 */
export function useContestView(cid: number): { view: ContestView; fallback: null } | { view: undefined; fallback: ReactNode } {
  const { t } = useTranslation('contest');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const infoQuery = useQuery({ ...contestInfoQuery(cid), enabled: Number.isInteger(cid) && cid > 0 });
  const info = infoQuery.data;
  const accessQuery = useQuery(contestAccessQuery(cid, user?.uid ?? null));
  const now = useContestClock(info, infoQuery.dataUpdatedAt);
  const [containsEnd, setContainsEnd] = useContainsEnd(cid);
  const prompt = usePasswordPrompt();
  const status = info ? statusAt(info, now) : ContestStatus.SCHEDULED;
  useAnnouncementPoll(cid, user?.uid ?? null, !!info && status !== ContestStatus.ENDED);

  if (infoQuery.isPending && infoQuery.fetchStatus !== 'idle')
    return {
      view: undefined,
      fallback: (
        <Center py="xl">
          <Loader />
        </Center>
      ),
    };
  if (!info)
    return {
      view: undefined,
      fallback: (
        <Alert color="red" variant="light" maw={800} mx="auto" data-testid="contest-unavailable">
          {t('messages.unavailable')}
        </Alert>
      ),
    };

  const admin = isContestAdmin(info, user);
  const viewing = { status, admin, access: accessQuery.data?.access ?? false };
  const block = submitBlock(info, status, admin, !!user);
  const realTime = hasRealTimeView(info, status, admin, now);
  const context: ContestShellContext = {
    cid,
    info,
    status,
    admin,
    containsEnd,
    beforeStart: status === ContestStatus.SCHEDULED,
    hideResults: info.type === ContestType.OI && !realTime,
    submitBlocked: block && t(`submitBlock.${block}`),
    ensureSubmitAccess: () => (needsPassword(info, viewing) ? prompt.ask() : Promise.resolve(true)),
    onSubmitted: () => {
      if (viewing.access) return;
      void queryClient.invalidateQueries({ queryKey: contestAccessQuery(cid, user?.uid ?? null).queryKey });
      void queryClient.invalidateQueries({ queryKey: contestInfoQuery(cid).queryKey });
    },
    focusPath: (displayId) => contestFocusPath(cid, displayId),
    access: viewing.access,
    realTime,
  };
  const passwordPrompt = (
    <Modal opened={prompt.opened} onClose={() => prompt.settle(false)} title={t('password.title')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('password.toSubmit')}</Text>
        <PasswordForm cid={cid} onRegistered={() => prompt.settle(true)} />
      </Stack>
    </Modal>
  );
  return { view: { info, now, context, menuOff: menuDisabled(info, viewing), containsEnd, setContainsEnd, passwordPrompt }, fallback: null };
}
