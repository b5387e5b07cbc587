import * as effects from './effects.ts';
import * as accountHolders from './account-holders.ts';
import * as announcements from './announcements.ts';
import * as boardState from './board-state.ts';
import * as captchas from './captchas.ts';
import * as carouselList from './carousel-list.ts';
import * as comments from './comments.ts';
import * as compileChecks from './compile-checks.ts';
import * as contestAcChecks from './contest-ac-checks.ts';
import * as contestPrints from './contest-prints.ts';
import * as contestProblems from './contest-problems.ts';
import * as contestRelease from './contest-release.ts';
import * as contests from './contests.ts';
import * as dailyStats from './daily-stats.ts';
import * as discussions from './discussions.ts';
import * as exams from './exams.ts';
import * as failureLocks from './failure-locks.ts';
import * as groupMembers from './group-members.ts';
import * as groupProblems from './group-problems.ts';
import * as groupRank from './group-rank.ts';
import * as groups from './groups.ts';
import * as homeCarousel from './home-carousel.ts';
import * as honors from './honors.ts';
import * as inFlight from './in-flight.ts';
import * as judgeHeartbeats from './judge-heartbeats.ts';
import * as languages from './languages.ts';
import * as loginFailures from './login-failures.ts';
import * as loginSessions from './login-sessions.ts';
import * as markdownFiles from './markdown-files.ts';
import * as messageBoxes from './message-boxes.ts';
import * as notices from './notices.ts';
import * as oneTimeCodes from './one-time-codes.ts';
import * as problemSets from './problem-sets.ts';
import * as problemTags from './problem-tags.ts';
import * as problems from './problems.ts';
import * as rankings from './rankings.ts';
import * as rateLimits from './rate-limits.ts';
import * as reminders from './reminders.ts';
import * as remoteLeases from './remote-leases.ts';
import * as remoteSubmissions from './remote-submissions.ts';
import * as setPasswordTries from './set-password-tries.ts';
import * as siteConfig from './site-config.ts';
import * as submissionLists from './submission-lists.ts';
import * as submissions from './submissions.ts';
import * as submitThrottle from './submit-throttle.ts';
import * as testRuns from './test-runs.ts';
import * as testcaseUploadRemoval from './testcase-upload-removal.ts';
import * as testcaseUploads from './testcase-uploads.ts';
import * as trainings from './trainings.ts';
import * as userActivity from './user-activity.ts';
import * as userJobs from './user-jobs.ts';
import * as userProfiles from './user-profiles.ts';
import * as users from './users.ts';

/**
 * Every data module, under its repository's name: what runs all groups at once (the local server, tests) binds them
 * all, and their types are the repositories' (data/repositories.ts).
 */
export const ALL_REPOSITORY_MODULES = {
  accountHolders,
  announcements,
  boardState,
  captchas,
  carouselList,
  comments,
  compileChecks,
  contestAcChecks,
  contestPrints,
  contestProblems,
  contestRelease,
  contests,
  dailyStats,
  discussions,
  exams,
  failureLocks,
  groupMembers,
  groupProblems,
  groupRank,
  groups,
  homeCarousel,
  honors,
  inFlight,
  judgeHeartbeats,
  languages,
  loginFailures,
  loginSessions,
  markdownFiles,
  messageBoxes,
  notices,
  oneTimeCodes,
  problemSets,
  problemTags,
  problems,
  rankings,
  rateLimits,
  reminders,
  remoteLeases,
  remoteSubmissions,
  setPasswordTries,
  siteConfig,
  submissionLists,
  submissions,
  submitThrottle,
  testRuns,
  testcaseUploadRemoval,
  testcaseUploads,
  trainings,
  userActivity,
  userJobs,
  userProfiles,
  users,
  effects,
};
