import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { isSuperAdmin, useSession } from '../../lib/session.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { ContestHeader } from './components/contest-header.tsx';
import { showsAfterContestSetting, tabOfPath, tabPath, visibleTabs, type TabKey } from './contest-rules.ts';
import { useContestView } from './use-contest-view.tsx';

/** Spec 001 section 2.2: the contest's header, its tabs and the tab's page (ContestDetails). */
export function ContestShell() {
  const { t } = useTranslation('contest');
  const cid = Number(useParams().contestID);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const config = useWebsiteConfig();
  const { view, fallback } = useContestView(cid);
  if (!view) return fallback;

  const { info, now, context } = view;
  const tabs = visibleTabs(info, { admin: context.admin, superAdmin: isSuperAdmin(user), commentOpen: !!config?.openContestComment }).filter(
    (tab) => tab === 'overview' || isRouteAvailable(tabPath(cid, tab)),
  );
  const active = tabOfPath(pathname, cid);
  // A tab opened by its address while the menu is off shows the overview instead.
  if (view.menuOff && active !== 'overview') return <Navigate to={tabPath(cid, 'overview')} replace />;
  return (
    <Stack gap="md">
      <ContestHeader
        info={info}
        now={now}
        setting={showsAfterContestSetting(info, context.status) ? { containsEnd: view.containsEnd, onChange: view.setContainsEnd } : null}
        groupListAvailable={info.gid !== null && isRouteAvailable(`/group/${info.gid}/contest`)}
      />
      <Tabs value={active} onChange={(tab) => tab && void navigate(tabPath(cid, tab as TabKey))} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} disabled={tab !== 'overview' && view.menuOff} data-testid={`contest-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
      {view.passwordPrompt}
    </Stack>
  );
}
