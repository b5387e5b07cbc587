import { Center, Grid, Loader, Stack, Tabs, Text } from '@mantine/core';
import { GroupMemberAuth } from '@oj/shared/enums';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { GroupScopeContext, groupLevel, type GroupScope } from '../../lib/group-scope.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { useSession } from '../../lib/session.ts';
import { useWebsiteConfig } from '../../lib/site-config.ts';
import { groupAuthQuery, groupDetailQuery, groupKey, groupListKey } from './api/group-api.ts';
import { GroupSideCard } from './components/group-side-card.tsx';
import { groupTabOf, groupTabPath, isFullWidth, isTabDisabled, visibleGroupTabs, type GroupTab } from './group-tabs.ts';

/**
 * Spec 002 2.3 (GroupDetails): the tabs, the tab's page and (except on full-width pages) the group's side card. The
 * tabs' pages, several from other features, read the group from the scope this shell provides.
 */
export function GroupShell() {
  const { t } = useTranslation('group');
  const gid = Number(useParams().groupID);
  const valid = Number.isInteger(gid) && gid > 0;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewer = user?.uid ?? null;
  const config = useWebsiteConfig();
  const detail = useQuery({ ...groupDetailQuery(gid, viewer), enabled: valid });
  const auth = useQuery({ ...groupAuthQuery(gid, viewer), enabled: valid && !!user });
  const group = detail.data;
  const stored = auth.data ?? 0;
  useEffect(() => {
    if (group) document.title = group.name;
  }, [group]);
  const scope = useMemo<GroupScope | undefined>(() => {
    if (!group) return undefined;
    const level = groupLevel(group, user, stored);
    return {
      gid,
      group,
      level,
      member: level >= GroupMemberAuth.MEMBER,
      admin: level >= GroupMemberAuth.ADMIN,
      root: level >= GroupMemberAuth.ROOT,
      shortName: group.shortName,
      // The group and, as its name, members or the viewer's membership may have changed, the group lists.
      reload: () => {
        void queryClient.invalidateQueries({ queryKey: groupKey(gid) });
        void queryClient.invalidateQueries({ queryKey: groupListKey });
      },
    };
  }, [gid, group, user, stored, queryClient]);
  if (!valid || detail.isError)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="group-unavailable">
        {detail.error ? translateMessage(detail.error.message) : t('detail.unavailable')}
      </Text>
    );
  if (!scope || (!!user && auth.isPending))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const tabs = visibleGroupTabs(gid, { available: isRouteAvailable, discussionOpen: !!config?.openGroupDiscussion, level: scope.level });
  const active = groupTabOf(pathname, gid);
  // A tab opened by its address that the viewer may not open (or that is not shown) shows the group's home instead.
  if (active !== 'home' && (!tabs.includes(active) || isTabDisabled(active, scope.level))) return <Navigate to={groupTabPath(gid, 'home')} replace />;
  const page = <Outlet />;
  return (
    <GroupScopeContext.Provider value={scope}>
      <Stack gap="md">
        <Tabs value={active} onChange={(tab) => tab && void navigate(groupTabPath(gid, tab as GroupTab))} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} disabled={isTabDisabled(tab, scope.level)} data-testid={`group-tab-${tab}`}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {isFullWidth(pathname, gid) ? (
          page
        ) : (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 9 }}>{page}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 3 }}>
              <GroupSideCard scope={scope} stored={stored} />
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </GroupScopeContext.Provider>
  );
}
