import { Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useGroupScope } from '../../lib/group-scope.ts';
import { isSuperAdmin, useSession } from '../../lib/session.ts';
import { trainingAccessQuery, trainingDetailQuery, trainingKey } from './api/training-api.ts';
import { TrainingProgress } from './components/training-progress.tsx';
import { trainingTabOf, trainingTabPath, type TrainingShellContext, type TrainingTab } from './shell-context.ts';

/** Spec 002 section 2.1 (TrainingDetails): the title with the viewer's progress, the tabs, and the tab's page. */
export function TrainingShell() {
  const { t } = useTranslation('training');
  const tid = Number(useParams().trainingID);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  // inside a group (GroupTrainingDetails) its tabs stay under the group, and the group root administers it
  const group = useGroupScope();
  const gid = group?.gid;
  const viewer = user?.uid ?? null;
  const detail = useQuery({ ...trainingDetailQuery(tid, viewer), enabled: Number.isInteger(tid) && tid > 0 });
  const training = detail.data;
  const title = training?.title;
  // Spec 002 2.1: the document title is the training's once it is loaded (the tabs' own titles follow as they open).
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const access = useQuery({ ...trainingAccessQuery(tid, viewer), enabled: training?.auth === 'Private' });
  const admin = !!training && !!user && (user.username === training.author || isSuperAdmin(user) || !!group?.root);
  const open = !!training && (training.auth === 'Public' || admin || !!access.data?.access);
  const context = useMemo<TrainingShellContext | undefined>(
    () => training && { tid, training, admin, open, onVerdict: () => void queryClient.invalidateQueries({ queryKey: trainingKey(tid) }) },
    [tid, training, admin, open, queryClient],
  );
  if (detail.isError)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="training-unavailable">
        {t('detail.unavailable')}
      </Text>
    );
  if (!context || (training?.auth === 'Private' && access.isPending))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const active = trainingTabOf(pathname, tid, gid);
  const tabs: TrainingTab[] = context.training.auth === 'Private' ? ['introduction', 'problems', 'rank'] : ['introduction', 'problems'];
  // A tab opened by its address before the password is accepted (or the rank of a public training) shows the introduction.
  if (active !== 'introduction' && (!open || !tabs.includes(active))) return <Navigate to={trainingTabPath(tid, 'introduction', gid)} replace />;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap" gap="md">
          <Title order={2} data-testid="training-title">
            {context.training.title}
          </Title>
          {user && (
            <div style={{ flex: '0 1 360px' }}>
              <TrainingProgress acCount={context.training.acCount ?? 0} problemCount={context.training.problemCount} />
            </div>
          )}
        </Group>
      </Card>
      <Tabs value={active} onChange={(tab) => tab && void navigate(trainingTabPath(tid, tab as TrainingTab, gid))} keepMounted={false}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab} disabled={tab !== 'introduction' && !open} data-testid={`training-tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
    </Stack>
  );
}
