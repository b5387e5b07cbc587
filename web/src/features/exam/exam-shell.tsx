import { ExamStatus } from '@oj/shared/domain/exam';
import { Button, Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { ContestClock } from '../../lib/contest-clock-view.tsx';
import { useContestClock } from '../../lib/contest-clock.ts';
import { localDateTime } from '../../lib/format.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { isSuperAdmin, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { endExam, examInfoQuery, examKey } from './api/exam-api.ts';
import { ExamAuthTag } from './components/exam-tags.tsx';
import { canHandIn, examWindow, viewerStatus } from './exam-clock.ts';
import { examTabOf, examTabPath, type ExamShellContext, type ExamTab } from './shell-context.ts';

const TABS: ExamTab[] = ['introduction', 'problems', 'rank'];

/** Spec 001 2.9: the exam's header (title, tag, times, the viewer's clock, 'submit exam'), its tabs and the tab's page. */
export function ExamShell() {
  const { t } = useTranslation('exam');
  const tid = Number(useParams().timedWorkID);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const info = useQuery({ ...examInfoQuery(tid, user?.uid ?? null), enabled: Number.isInteger(tid) && tid > 0 });
  const exam = info.data;
  const span = exam && examWindow(exam);
  const now = useContestClock(span, info.dataUpdatedAt);
  const title = exam?.title;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  const handIn = useMutation({
    mutationFn: () => endExam(tid),
    onSuccess: () => {
      toast.success(t('detail.handedIn'));
      void queryClient.invalidateQueries({ queryKey: examKey(tid) });
    },
  });
  // Its admins (the info grants them access without a start record) see the rank at any time; a participant once over.
  const admin = !!exam && !!user && ((exam.access && !exam.record) || exam.uid === user.uid || isSuperAdmin(user));
  const rankOpen = !!exam && (admin || (exam.record !== null && viewerStatus(exam, now) === ExamStatus.ENDED));
  const context = useMemo<ExamShellContext | undefined>(() => exam && { tid, exam, now, open: exam.access, rankOpen }, [tid, exam, now, rankOpen]);
  if (info.isError)
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="exam-unavailable">
        {t('detail.unavailable')}
      </Text>
    );
  if (!context || !span)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const active = examTabOf(pathname, tid);
  const enabled = (tab: ExamTab) => tab === 'introduction' || (tab === 'problems' ? context.open : rankOpen);
  // A tab opened by its address before it is allowed shows the introduction.
  if (!enabled(active)) return <Navigate to={examTabPath(tid, 'introduction')} replace />;
  const groupList = context.exam.gid !== null ? `/group/${context.exam.gid}/exam` : null;
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} data-testid="exam-header-title">
              {context.exam.title}
            </Title>
            {canHandIn(context.exam, now) && (
              <ConfirmButton color="red" question={t('detail.handInConfirm')} onConfirm={() => handIn.mutate()} loading={handIn.isPending} data-testid="hand-in">
                {t('detail.handIn')}
              </ConfirmButton>
            )}
          </Group>
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <ExamAuthTag auth={context.exam.auth} />
              {groupList && isRouteAvailable(groupList) && (
                <Button size="compact-sm" component={Link} to={groupList}>
                  {t('detail.groupExams')}
                </Button>
              )}
            </Group>
            <Text size="sm" c="dimmed" data-testid="exam-times">
              {t('list.start')}: {localDateTime(context.exam.startTime)} · {t('list.end')}: {localDateTime(context.exam.endTime)}
            </Text>
          </Group>
          <ContestClock info={span} now={now} />
        </Stack>
      </Card>
      <Tabs value={active} onChange={(tab) => tab && void navigate(examTabPath(tid, tab as ExamTab))} keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} disabled={!enabled(tab)} data-testid={`exam-tab-${tab}`}>
              {t(tab === 'rank' && !rankOpen ? 'tabs.rankLocked' : `tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet context={context} />
    </Stack>
  );
}
