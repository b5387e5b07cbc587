import { Alert, Center, Loader, Modal, Stack, Tabs, Text } from '@mantine/core';
import { ContestStatus, ContestType } from '@oj/shared/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { statusAt, useContestClock } from '../../lib/contest-clock.ts';
import { isContestAdmin } from '../../lib/contest-scope.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { isSuperAdmin, useSession } from '../../lib/session.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { contestAccessQuery, contestInfoQuery } from './api/contest-api.ts';
import { ContestHeader } from './components/contest-header.tsx';
import { PasswordForm } from './components/password-form.tsx';
import {
  hasRealTimeView,
  menuDisabled,
  needsPassword,
  showsAfterContestSetting,
  submitBlock,
  tabOfPath,
  tabPath,
  visibleTabs,
  type TabKey,
} from './contest-rules.ts';
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

/** Spec 001 section 2.2: the contest's header, its tabs and the tab's page (ContestDetails). */
export function ContestShell() {
  const { t } = useTranslation('contest');
  const cid = Number(useParams().contestID);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const config = useWebsiteConfig();
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
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!info)
    return (
      <Alert color="red" variant="light" maw={800} mx="auto" data-testid="contest-unavailable">
        {t('messages.unavailable')}
      </Alert>
    );

  const admin = isContestAdmin(info, user);
  const viewing = { status, admin, access: accessQuery.data?.access ?? false };
  const disabled = menuDisabled(info, viewing);
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
    access: viewing.access,
    realTime,
  };
  const tabs = visibleTabs(info, { admin, superAdmin: isSuperAdmin(user), commentOpen: !!config?.openContestComment }).filter(
    (tab) => tab === 'overview' || isRouteAvailable(tabPath(cid, tab)),
  );
  const active = tabOfPath(pathname, cid);
  // A tab opened by its address while the menu is off shows the overview instead.
  if (disabled && active !== 'overview') return <Navigate to={tabPath(cid, 'overview')} replace />;
  return (
    <Stack gap="md">
      <ContestHeader
        info={info}
        now={now}
        setting={showsAfterContestSetting(info, status) ? { containsEnd, onChange: setContainsEnd } : null}
        groupListAvailable={info.gid !== null && isRouteAvailable(`/group/${info.gid}/contest`)}
      />
      <Tabs value={active} onChange={(tab) => tab && void navigate(tabPath(cid, tab as TabKey))} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} disabled={tab !== 'overview' && disabled} data-testid={`contest-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
      <Modal opened={prompt.opened} onClose={() => prompt.settle(false)} title={t('password.title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('password.toSubmit')}</Text>
          <PasswordForm cid={cid} onRegistered={() => prompt.settle(true)} />
        </Stack>
      </Modal>
    </Stack>
  );
}
