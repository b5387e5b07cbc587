import { entryByDisplayId } from '@oj/shared/domain/display-id';
import { EXAM_ENDED } from '@oj/shared/domain/exam';
import { Button, Card, Center, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ConfirmButton } from '../../components/confirm-button.tsx';
import { ContestClock } from '../../lib/contest-clock-view.tsx';
import { statusAt, useContestClock } from '../../lib/contest-clock.ts';
import { localDateTime } from '../../lib/format.ts';
import { translateMessage } from '../../lib/i18n.ts';
import { isRouteAvailable } from '../../lib/route-availability.ts';
import { isSuperAdmin, useSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { endExam, examInfoQuery, examKey, examProblemsQuery } from './api/exam-api.ts';
import { ExamAuthTag } from '../../components/exam-tags.tsx';
import { canHandIn, examWindow, viewerDone } from './exam-clock.ts';
import { QuestionType } from './question-types.ts';
import { examTabOf, examTabPath, isExamProblemPath, type ExamShellContext, type ExamTab } from './shell-context.ts';

const TABS: ExamTab[] = ['introduction', 'problems', 'rank'];

/** The site header's height: on a problem page the exam's clock bar sticks right below it. */
const SITE_HEADER_HEIGHT = 60;

/**
 * Spec 001 2.9: the exam's header (title, tag, times, the viewer's clock, 'submit exam'), its tabs and the tab's
 * page; on a problem page the header is one bar (title, clock, 'submit exam') kept in view while the page scrolls.
 */
export function ExamShell() {
  const { t } = useTranslation('exam');
  const tid = Number(useParams().timedWorkID);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewer = user?.uid ?? null;
  const info = useQuery({ ...examInfoQuery(tid, viewer), enabled: Number.isInteger(tid) && tid > 0 });
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
  // Its admins (the info grants them access without a start record) see the rank and submit at any time, unranked;
  // a participant's rank opens and submitting stops once their own exam is over.
  const admin = !!exam && !!user && ((exam.access && !exam.record) || exam.uid === user.uid || isSuperAdmin(user));
  const done = !!exam && viewerDone(exam, now);
  const rankOpen = admin || done;
  const submitBlocked = done && !admin ? translateMessage(EXAM_ENDED) : null;
  const examStatus = exam && statusAt(exam, now);
  const open = !!exam?.access;
  // The question types (the problem list's): a type 2 question has no online test.
  const problems = useQuery({ ...examProblemsQuery(tid, viewer), enabled: open });
  const context = useMemo<ExamShellContext | undefined>(
    () =>
      exam && examStatus !== undefined
        ? {
            examId: tid,
            exam,
            examStatus,
            open,
            rankOpen,
            submitBlocked,
            testRunHidden: (displayId) => entryByDisplayId(problems.data ?? [], displayId)?.type === QuestionType.NO_SAMPLE,
            onVerdict: () => void queryClient.invalidateQueries({ queryKey: examKey(tid) }),
          }
        : undefined,
    [tid, exam, examStatus, open, rankOpen, submitBlocked, problems.data, queryClient],
  );
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
  const handInButton = canHandIn(context.exam, now) && (
    <ConfirmButton color="red" question={t('detail.handInConfirm')} onConfirm={() => handIn.mutate()} loading={handIn.isPending} data-testid="hand-in">
      {t('detail.handIn')}
    </ConfirmButton>
  );
  const header = isExamProblemPath(pathname, tid) ? (
    <Card withBorder padding="sm" pos="sticky" top={SITE_HEADER_HEIGHT} style={{ zIndex: 90 }} data-testid="exam-clock-bar">
      <Group gap="md" wrap="nowrap">
        <Title order={4} lineClamp={1} maw="30%" data-testid="exam-header-title">
          {context.exam.title}
        </Title>
        <ContestClock info={span} now={now} inline />
        {handInButton}
      </Group>
    </Card>
  ) : (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} data-testid="exam-header-title">
            {context.exam.title}
          </Title>
          {handInButton}
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
  );
  return (
    <Stack gap="md">
      {header}
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
