import { matchRoutes, redirect, type RouteObject } from 'react-router';
import { withNamespaces } from '../lib/i18n.ts';
import { trainingProblemPath } from '../lib/problem-set-scope.ts';
import { setRouteAvailability } from '../lib/route-availability.ts';
import type { RouteHandle } from './route-handle.ts';
import { isAdminPath } from './session-sync.ts';

const handle = (h: RouteHandle) => h;

const problemDetail = () => import('../features/problem-detail/problem-detail-page.tsx').then((m) => ({ Component: m.ProblemDetailPage }));
const home = () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage }));
const outsideScoreboard = withNamespaces('scoreboard', () => import('../features/scoreboard/outside-scoreboard-page.tsx').then((m) => ({ Component: m.OutsideScoreboardPage })));
const discussionList = withNamespaces('discussion', () => import('../features/discussion/discussion-list-page.tsx').then((m) => ({ Component: m.DiscussionListPage })));
/** A group training page (spec 002 2.5): the list, its admin table and form, a training's problem admin (back-office strings with them). */
const groupTraining = (page: 'GroupTrainingListPage' | 'GroupTrainingAdminPage' | 'GroupTrainingFormPage' | 'GroupTrainingProblemsPage') =>
  withNamespaces(['training', 'admin', 'adminTraining', 'adminProblem'], () => import('../features/training/group-training-pages.tsx').then((m) => ({ Component: m[page] })));
const discussionDetail = withNamespaces('discussion', () => import('../features/discussion/discussion-detail-page.tsx').then((m) => ({ Component: m.DiscussionDetailPage })));
// Pages the site hosts and a contest or a group hosts again.
const statusPage = () => import('../features/submissions/status-page.tsx').then((m) => ({ Component: m.StatusPage }));
const submissionDetail = () => import('../features/submissions/submission-detail-page.tsx').then((m) => ({ Component: m.SubmissionDetailPage }));
const trainingShell = withNamespaces('training', () => import('../features/training/training-shell.tsx').then((m) => ({ Component: m.TrainingShell })));
const trainingIntroduction = () => import('../features/training/pages/introduction-page.tsx').then((m) => ({ Component: m.IntroductionPage }));
const trainingProblems = () => import('../features/training/pages/problem-list-page.tsx').then((m) => ({ Component: m.ProblemListPage }));
const trainingRank = () => import('../features/training/pages/rank-page.tsx').then((m) => ({ Component: m.RankPage }));
const comments = withNamespaces('comments', () => import('../features/comments/comments-page.tsx').then((m) => ({ Component: m.CommentsPage })));

/**
 * The pages that exist, each loaded on first visit, with the namespace of its strings when it has one beyond
 * common and catalogue (`withNamespaces`; a contest tab's page has the shell's). Training, group, discussion and
 * message routes join this table with their features; navigation entries for them appear by themselves
 * (see `isAvailable`).
 */
export const featureRoutes: RouteObject[] = [
  { index: true, lazy: home, handle: handle({ title: 'home' }) },
  { path: 'home', lazy: home, handle: handle({ title: 'home' }) },
  {
    path: 'problem',
    lazy: () => import('../features/problem-list/problem-list-page.tsx').then((m) => ({ Component: m.ProblemListPage })),
    handle: handle({ title: 'problemList' }),
  },
  {
    path: 'problem/:problemID',
    lazy: problemDetail,
    handle: handle({ title: 'problemDetail', hideFooter: true }),
  },
  {
    path: 'status',
    lazy: statusPage,
    handle: handle({ title: 'status' }),
  },
  {
    path: 'submission-detail/:submitID',
    lazy: submissionDetail,
    handle: handle({ title: 'submissionDetail' }),
  },
  {
    path: 'contest',
    lazy: withNamespaces('contest', () => import('../features/contest/contest-list-page.tsx').then((m) => ({ Component: m.ContestListPage }))),
    handle: handle({ title: 'contest:route.list' }),
  },
  {
    // The contest shell (header and tabs) hosts its tabs' pages, some from other features, through its outlet.
    path: 'contest/:contestID',
    lazy: withNamespaces('contest', () => import('../features/contest/contest-shell.tsx').then((m) => ({ Component: m.ContestShell }))),
    handle: handle({ title: 'contest:route.details', access: 'login', navMode: 'contest' }),
    children: [
      { index: true, lazy: () => import('../features/contest/pages/overview-page.tsx').then((m) => ({ Component: m.OverviewPage })) },
      { path: 'problems', lazy: () => import('../features/contest/pages/problem-list-page.tsx').then((m) => ({ Component: m.ProblemListPage })), handle: handle({ title: 'contest:route.problems' }) },
      {
        path: 'problem/:problemID',
        lazy: problemDetail,
        handle: handle({ title: 'contest:route.problem', hideFooter: true }),
      },
      {
        path: 'submissions',
        lazy: statusPage,
        handle: handle({ title: 'contest:route.submissions' }),
      },
      {
        path: 'problem/:problemID/submission-detail/:submitID',
        lazy: submissionDetail,
        handle: handle({ title: 'contest:route.submission' }),
      },
      {
        path: 'announcements',
        lazy: () => import('../features/contest/pages/announcements-page.tsx').then((m) => ({ Component: m.AnnouncementsPage })),
        handle: handle({ title: 'contest:route.announcements' }),
      },
      { path: 'comment', lazy: comments, handle: handle({ title: 'comments:route.contestComment', siteFlag: 'openContestComment' }) },
      { path: 'print', lazy: () => import('../features/contest/pages/print-page.tsx').then((m) => ({ Component: m.PrintPage })), handle: handle({ title: 'contest:route.print' }) },
      { path: 'ac-info', lazy: () => import('../features/contest/pages/ac-info-page.tsx').then((m) => ({ Component: m.AcInfoPage })), handle: handle({ title: 'contest:route.acInfo' }) },
      { path: 'admin-print', lazy: () => import('../features/contest/pages/admin-print-page.tsx').then((m) => ({ Component: m.AdminPrintPage })), handle: handle({ title: 'contest:route.adminPrint' }) },
      {
        path: 'rejudge',
        lazy: () => import('../features/contest/pages/rejudge-page.tsx').then((m) => ({ Component: m.RejudgePage })),
        handle: handle({ title: 'contest:route.rejudge', access: 'super-admin' }),
      },
      {
        path: 'rank',
        lazy: withNamespaces('scoreboard', () => import('../features/scoreboard/contest-rank-page.tsx').then((m) => ({ Component: m.ContestRankPage }))),
        handle: handle({ title: 'scoreboard:route.contestRank' }),
      },
      {
        path: 'scroll-board',
        lazy: withNamespaces('scoreboard', () => import('../features/scoreboard/scroll-board-config-page.tsx').then((m) => ({ Component: m.ScrollBoardConfigPage }))),
        handle: handle({ title: 'scoreboard:route.scrollBoardSettings' }),
      },
    ],
  },
  {
    // ContestFullProblemDetails: the contest's problem page in focus mode, without the site's header or the contest's tabs.
    path: 'contest/:contestID/problem/:problemID/full-screen',
    lazy: withNamespaces('contest', () => import('../features/contest/contest-focus-page.tsx').then((m) => ({ Component: m.ContestFocusPage }))),
    handle: handle({ title: 'contest:route.problem', access: 'login', fullScreen: true, hideFooter: true }),
    children: [{ index: true, lazy: problemDetail }],
  },
  {
    path: 'training',
    lazy: withNamespaces('training', () => import('../features/training/training-list-page.tsx').then((m) => ({ Component: m.TrainingListPage }))),
    handle: handle({ title: 'training:route.list' }),
  },
  {
    // The training shell (title, progress, tabs) hosts its tabs and the problem page (in the training's scope).
    path: 'training/:trainingID',
    lazy: trainingShell,
    handle: handle({ title: 'training:route.details', access: 'login', navMode: 'training' }),
    children: [
      { index: true, lazy: trainingIntroduction },
      { path: 'problems', lazy: trainingProblems, handle: handle({ title: 'training:route.problems' }) },
      { path: 'problem/:problemID', lazy: problemDetail, handle: handle({ title: 'training:route.problem', hideFooter: true }) },
      // Spec 002 2.1: a training's focus-mode address is its ordinary problem page.
      { path: 'problem/:problemID/full-screen', loader: ({ params }) => redirect(trainingProblemPath(Number(params.trainingID), params.problemID ?? '')) },
      { path: 'rank', lazy: trainingRank, handle: handle({ title: 'training:route.rank' }) },
    ],
  },
  {
    path: 'exam',
    lazy: withNamespaces('exam', () => import('../features/exam/exam-list-page.tsx').then((m) => ({ Component: m.ExamListPage }))),
    handle: handle({ title: 'exam:route.list', access: 'login' }),
  },
  {
    // The exam shell (header, the viewer's clock, tabs) hosts its tabs and the problem page (in the exam's scope).
    path: 'exam/:timedWorkID',
    lazy: withNamespaces('exam', () => import('../features/exam/exam-shell.tsx').then((m) => ({ Component: m.ExamShell }))),
    handle: handle({ title: 'exam:route.details', access: 'login' }),
    children: [
      { index: true, lazy: () => import('../features/exam/pages/introduction-page.tsx').then((m) => ({ Component: m.IntroductionPage })) },
      { path: 'problems', lazy: () => import('../features/exam/pages/problem-list-page.tsx').then((m) => ({ Component: m.ProblemListPage })), handle: handle({ title: 'exam:route.problems' }) },
      { path: 'problem/:problemID', lazy: problemDetail, handle: handle({ title: 'exam:route.problem', hideFooter: true }) },
      { path: 'rank', lazy: () => import('../features/exam/pages/rank-page.tsx').then((m) => ({ Component: m.RankPage })), handle: handle({ title: 'exam:route.rank' }) },
    ],
  },
  { path: 'group', lazy: withNamespaces('group', () => import('../features/group/group-list-page.tsx').then((m) => ({ Component: m.GroupListPage }))), handle: handle({ title: 'group:route.list' }) },
  {
    // The group shell (tabs, side card) hosts its tabs' pages, several from other features, which read the group
    // from lib/group-scope.ts. A tab shows only when its route is here (spec 002 2.3's paths under /group/{id}).
    path: 'group/:groupID',
    lazy: withNamespaces('group', () => import('../features/group/group-shell.tsx').then((m) => ({ Component: m.GroupShell }))),
    handle: handle({ title: 'group:route.details', access: 'login', navMode: 'group' }),
    children: [
      { index: true, lazy: () => import('../features/group/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
      { path: 'member', lazy: withNamespaces('admin', () => import('../features/group/pages/member-page.tsx').then((m) => ({ Component: m.MemberPage }))), handle: handle({ title: 'group:route.member' }) },
      {
        path: 'announcement',
        lazy: withNamespaces('admin', () => import('../features/group/pages/announcement-page.tsx').then((m) => ({ Component: m.AnnouncementPage }))),
        handle: handle({ title: 'group:route.announcement' }),
      },
      { path: 'setting', lazy: () => import('../features/group/pages/setting-page.tsx').then((m) => ({ Component: m.SettingPage })), handle: handle({ title: 'group:route.setting' }) },
      { path: 'rank', lazy: () => import('../features/group/pages/rank-page.tsx').then((m) => ({ Component: m.RankPage })), handle: handle({ title: 'group:route.rank' }) },
      // The site's problem, submission and training pages in the group's scope (spec 002 2.4, 2.5, 2.3 paths).
      {
        path: 'problem',
        lazy: withNamespaces('adminProblem', () => import('../features/problem-list/group-problem-list-page.tsx').then((m) => ({ Component: m.GroupProblemListPage }))),
        handle: handle({ title: 'group:route.problem' }),
      },
      { path: 'problem/:problemID', lazy: problemDetail, handle: handle({ title: 'group:route.problemDetail', hideFooter: true }) },
      { path: 'status', lazy: statusPage, handle: handle({ title: 'group:route.submissions' }) },
      {
        path: 'submission-detail/:submitID',
        lazy: submissionDetail,
        handle: handle({ title: 'group:route.submission' }),
      },
      { path: 'training', lazy: groupTraining('GroupTrainingListPage'), handle: handle({ title: 'group:route.training' }) },
      { path: 'training/admin', lazy: groupTraining('GroupTrainingAdminPage'), handle: handle({ title: 'group:route.training' }) },
      { path: 'training/create', lazy: groupTraining('GroupTrainingFormPage'), handle: handle({ title: 'group:route.training' }) },
      { path: 'training/:trainingID/edit', lazy: groupTraining('GroupTrainingFormPage'), handle: handle({ title: 'group:route.training' }) },
      { path: 'training/:trainingID/problem-admin', lazy: groupTraining('GroupTrainingProblemsPage'), handle: handle({ title: 'group:route.trainingProblems' }) },
      {
        // GroupTrainingDetails: the training shell and its tabs inside the group.
        path: 'training/:trainingID',
        lazy: trainingShell,
        handle: handle({ title: 'group:route.trainingDetails' }),
        children: [
          { index: true, lazy: trainingIntroduction },
          { path: 'problems', lazy: trainingProblems, handle: handle({ title: 'group:route.trainingProblems' }) },
          { path: 'problem/:problemID', lazy: problemDetail, handle: handle({ title: 'group:route.trainingProblem', hideFooter: true }) },
          { path: 'rank', lazy: trainingRank, handle: handle({ title: 'group:route.trainingRank' }) },
        ],
      },
      // The back office's contest pages in the group's scope (spec 002 2.6); a contest opens in the contest shell.
      {
        path: 'contest',
        lazy: withNamespaces(['contest', 'adminContest', 'adminProblem', 'admin'], () => import('../features/contest/group-contest-list-page.tsx').then((m) => ({ Component: m.GroupContestListPage }))),
        handle: handle({ title: 'group:route.contest' }),
      },
      // The back office's exam pages in the group's scope (spec 002 2.7); an exam opens in the exam shell.
      {
        path: 'exam',
        lazy: withNamespaces(['exam', 'adminExam', 'admin'], () => import('../features/exam/group-exam-list-page.tsx').then((m) => ({ Component: m.GroupExamListPage }))),
        handle: handle({ title: 'group:route.exam' }),
      },
      // The site's discussion pages with the group's board (spec 002 2.8), while the site opens group discussions.
      { path: 'discussion', lazy: discussionList, handle: handle({ title: 'group:route.discussion', siteFlag: 'openGroupDiscussion' }) },
      { path: 'discussion/:problemID', lazy: discussionList, handle: handle({ title: 'group:route.discussionProblem', siteFlag: 'openGroupDiscussion' }) },
      {
        path: 'discussion-detail/:discussionID',
        lazy: discussionDetail,
        handle: handle({ title: 'group:route.discussionDetail', siteFlag: 'openGroupDiscussion' }),
        children: [{ index: true, lazy: comments }],
      },
    ],
  },
  { path: 'acm-scoreboard/:contestID', lazy: outsideScoreboard, handle: handle({ title: 'scoreboard:route.outside' }) },
  { path: 'oi-scoreboard/:contestID', lazy: outsideScoreboard, handle: handle({ title: 'scoreboard:route.outside' }) },
  { path: 'discussion', lazy: discussionList, handle: handle({ title: 'discussion:route.list', siteFlag: 'openPublicDiscussion' }) },
  { path: 'discussion/:problemID', lazy: discussionList, handle: handle({ title: 'discussion:route.problem', siteFlag: 'openPublicDiscussion' }) },
  {
    // The discussion's comment area is the comments feature's page in the detail's outlet.
    path: 'discussion-detail/:discussionID',
    lazy: discussionDetail,
    handle: handle({ title: 'discussion:route.detail', siteFlag: 'openPublicDiscussion' }),
    children: [{ index: true, lazy: comments }],
  },
  {
    path: 'user-home',
    lazy: () => import('../features/user-home/user-home-page.tsx').then((m) => ({ Component: m.UserHomePage })),
    handle: handle({ title: 'userHome', access: (q) => (q.get('uid') || q.get('username') ? undefined : 'login') }),
  },
  {
    path: 'setting',
    lazy: () => import('../features/settings/settings-page.tsx').then((m) => ({ Component: m.SettingsPage })),
    handle: handle({ title: 'setting', access: 'login' }),
  },
  {
    path: 'acm-rank',
    lazy: () => import('../features/ranking/acm-rank-page.tsx').then((m) => ({ Component: m.AcmRankPage })),
    handle: handle({ title: 'acmRank' }),
  },
  {
    path: 'oi-rank',
    lazy: () => import('../features/ranking/oi-rank-page.tsx').then((m) => ({ Component: m.OiRankPage })),
    handle: handle({ title: 'oiRank' }),
  },
  {
    path: 'help',
    lazy: () => import('../features/help/help-page.tsx').then((m) => ({ Component: m.HelpPage })),
    handle: handle({ title: 'help' }),
  },
  {
    path: 'reset-password',
    lazy: () => import('../features/auth/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })),
    handle: handle({ title: 'resetPassword' }),
  },
  {
    // The message centre's tabs (discuss, reply, like, sys, mine) are its :kind; it sends unknown ones to the first.
    path: 'message',
    lazy: withNamespaces('message', () => import('../features/message/message-centre.tsx').then((m) => ({ Component: m.MessageCentre }))),
    handle: handle({ title: 'message:route.centre', access: 'login' }),
    children: [
      { index: true, loader: () => redirect('/message/discuss') },
      { path: ':kind', lazy: () => import('../features/message/pages/message-list-page.tsx').then((m) => ({ Component: m.MessageListPage })) },
    ],
  },
  {
    path: 'logout',
    lazy: () => import('../features/auth/logout-page.tsx').then((m) => ({ Component: m.LogoutPage })),
    handle: handle({ title: 'logout' }),
  },
];

/** Pages that take the whole window, without the site's header and footer (the scroll board opens in a window of its own). */
export const bareRoutes: RouteObject[] = [
  { path: 'scrollBoard', lazy: withNamespaces('scoreboard', () => import('../features/scoreboard/scroll-board-page.tsx').then((m) => ({ Component: m.ScrollBoardPage }))) },
];

/**
 * Whether a client path leads to a page that exists (links to features not built yet are not shown). The back
 * office answers every path under /admin (unknown ones go to its login); its route table loads with it.
 */
export function isAvailable(to: string): boolean {
  const pathname = new URL(to, 'http://x').pathname;
  return isAdminPath(pathname) || (matchRoutes(featureRoutes, pathname)?.length ?? 0) > 0;
}

setRouteAvailability(isAvailable);
