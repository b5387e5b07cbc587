import type { DataDeps } from '../deps.ts';
import type { Db } from './db.ts';
import * as effects from './effects.ts';
import { bindRepository, type Repository } from './repository.ts';
import * as accountHolders from './account-holders.ts';
import * as announcements from './announcements.ts';
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
import * as userProfiles from './user-profiles.ts';
import * as users from './users.ts';

/**
 * Every repository, one per data module (named for it), as routes and services reach them: `deps.repos.users.getUser(uid)`.
 * Each offers its module's exported functions that take the `Db` first, without it (data/repository.ts); the effects
 * engine's take the data deps. Route tests hand fakes of the ones they need to `fakeDeps()` (test/fakes/).
 */
export interface Repositories {
  accountHolders: Repository<typeof accountHolders, Db>;
  announcements: Repository<typeof announcements, Db>;
  captchas: Repository<typeof captchas, Db>;
  carouselList: Repository<typeof carouselList, Db>;
  comments: Repository<typeof comments, Db>;
  compileChecks: Repository<typeof compileChecks, Db>;
  contestAcChecks: Repository<typeof contestAcChecks, Db>;
  contestPrints: Repository<typeof contestPrints, Db>;
  contestProblems: Repository<typeof contestProblems, Db>;
  contestRelease: Repository<typeof contestRelease, Db>;
  contests: Repository<typeof contests, Db>;
  dailyStats: Repository<typeof dailyStats, Db>;
  discussions: Repository<typeof discussions, Db>;
  exams: Repository<typeof exams, Db>;
  failureLocks: Repository<typeof failureLocks, Db>;
  groupMembers: Repository<typeof groupMembers, Db>;
  groupProblems: Repository<typeof groupProblems, Db>;
  groupRank: Repository<typeof groupRank, Db>;
  groups: Repository<typeof groups, Db>;
  homeCarousel: Repository<typeof homeCarousel, Db>;
  honors: Repository<typeof honors, Db>;
  inFlight: Repository<typeof inFlight, Db>;
  judgeHeartbeats: Repository<typeof judgeHeartbeats, Db>;
  languages: Repository<typeof languages, Db>;
  loginFailures: Repository<typeof loginFailures, Db>;
  loginSessions: Repository<typeof loginSessions, Db>;
  markdownFiles: Repository<typeof markdownFiles, Db>;
  messageBoxes: Repository<typeof messageBoxes, Db>;
  notices: Repository<typeof notices, Db>;
  oneTimeCodes: Repository<typeof oneTimeCodes, Db>;
  problemSets: Repository<typeof problemSets, Db>;
  problemTags: Repository<typeof problemTags, Db>;
  problems: Repository<typeof problems, Db>;
  rankings: Repository<typeof rankings, Db>;
  rateLimits: Repository<typeof rateLimits, Db>;
  reminders: Repository<typeof reminders, Db>;
  setPasswordTries: Repository<typeof setPasswordTries, Db>;
  siteConfig: Repository<typeof siteConfig, Db>;
  submissionLists: Repository<typeof submissionLists, Db>;
  submissions: Repository<typeof submissions, Db>;
  submitThrottle: Repository<typeof submitThrottle, Db>;
  testRuns: Repository<typeof testRuns, Db>;
  testcaseUploadRemoval: Repository<typeof testcaseUploadRemoval, Db>;
  testcaseUploads: Repository<typeof testcaseUploads, Db>;
  trainings: Repository<typeof trainings, Db>;
  userActivity: Repository<typeof userActivity, Db>;
  userProfiles: Repository<typeof userProfiles, Db>;
  users: Repository<typeof users, Db>;
  effects: Repository<typeof effects, DataDeps>;
}

const ON_TABLE = {
  accountHolders,
  announcements,
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
  userProfiles,
  users,
} as const;

/** The repositories of one set of deps (which they join as `deps.repos`), each bound on first use: a Lambda binds only what its routes call. */
export function createRepositories(deps: DataDeps): Repositories {
  const bound: Partial<Repositories> = {};
  const repos = {} as Repositories;
  const lazily = <K extends keyof Repositories>(name: K, bind: () => Repositories[K]) => Object.defineProperty(repos, name, { enumerable: true, get: () => (bound[name] ??= bind()) });
  for (const name of Object.keys(ON_TABLE) as (keyof typeof ON_TABLE)[]) lazily(name, () => bindRepository<object, Db>(ON_TABLE[name], deps.db) as Repositories[typeof name]);
  lazily('effects', () => bindRepository(effects, deps));
  return repos;
}
