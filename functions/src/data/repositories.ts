import type { DataDeps } from '../deps.ts';
import type { Db } from './db.ts';
import type * as effects from './effects.ts';
import { bindRepository, type Repository } from './repository.ts';
import type * as accountHolders from './account-holders.ts';
import type * as announcements from './announcements.ts';
import type * as captchas from './captchas.ts';
import type * as carouselList from './carousel-list.ts';
import type * as comments from './comments.ts';
import type * as compileChecks from './compile-checks.ts';
import type * as contestAcChecks from './contest-ac-checks.ts';
import type * as contestPrints from './contest-prints.ts';
import type * as contestProblems from './contest-problems.ts';
import type * as contestRelease from './contest-release.ts';
import type * as contests from './contests.ts';
import type * as dailyStats from './daily-stats.ts';
import type * as discussions from './discussions.ts';
import type * as exams from './exams.ts';
import type * as failureLocks from './failure-locks.ts';
import type * as groupMembers from './group-members.ts';
import type * as groupProblems from './group-problems.ts';
import type * as groupRank from './group-rank.ts';
import type * as groups from './groups.ts';
import type * as homeCarousel from './home-carousel.ts';
import type * as honors from './honors.ts';
import type * as inFlight from './in-flight.ts';
import type * as judgeHeartbeats from './judge-heartbeats.ts';
import type * as languages from './languages.ts';
import type * as loginFailures from './login-failures.ts';
import type * as loginSessions from './login-sessions.ts';
import type * as markdownFiles from './markdown-files.ts';
import type * as messageBoxes from './message-boxes.ts';
import type * as notices from './notices.ts';
import type * as oneTimeCodes from './one-time-codes.ts';
import type * as problemSets from './problem-sets.ts';
import type * as problemTags from './problem-tags.ts';
import type * as problems from './problems.ts';
import type * as rankings from './rankings.ts';
import type * as rateLimits from './rate-limits.ts';
import type * as reminders from './reminders.ts';
import type * as setPasswordTries from './set-password-tries.ts';
import type * as siteConfig from './site-config.ts';
import type * as submissionLists from './submission-lists.ts';
import type * as submissions from './submissions.ts';
import type * as submitThrottle from './submit-throttle.ts';
import type * as testRuns from './test-runs.ts';
import type * as testcaseUploadRemoval from './testcase-upload-removal.ts';
import type * as testcaseUploads from './testcase-uploads.ts';
import type * as trainings from './trainings.ts';
import type * as userActivity from './user-activity.ts';
import type * as userProfiles from './user-profiles.ts';
import type * as users from './users.ts';

/** The data modules behind the repositories. A Lambda is given only those its code reaches (src/lambda/), so it bundles only those. */
export interface RepositoryModules {
  accountHolders: typeof accountHolders;
  announcements: typeof announcements;
  captchas: typeof captchas;
  carouselList: typeof carouselList;
  comments: typeof comments;
  compileChecks: typeof compileChecks;
  contestAcChecks: typeof contestAcChecks;
  contestPrints: typeof contestPrints;
  contestProblems: typeof contestProblems;
  contestRelease: typeof contestRelease;
  contests: typeof contests;
  dailyStats: typeof dailyStats;
  discussions: typeof discussions;
  exams: typeof exams;
  failureLocks: typeof failureLocks;
  groupMembers: typeof groupMembers;
  groupProblems: typeof groupProblems;
  groupRank: typeof groupRank;
  groups: typeof groups;
  homeCarousel: typeof homeCarousel;
  honors: typeof honors;
  inFlight: typeof inFlight;
  judgeHeartbeats: typeof judgeHeartbeats;
  languages: typeof languages;
  loginFailures: typeof loginFailures;
  loginSessions: typeof loginSessions;
  markdownFiles: typeof markdownFiles;
  messageBoxes: typeof messageBoxes;
  notices: typeof notices;
  oneTimeCodes: typeof oneTimeCodes;
  problemSets: typeof problemSets;
  problemTags: typeof problemTags;
  problems: typeof problems;
  rankings: typeof rankings;
  rateLimits: typeof rateLimits;
  reminders: typeof reminders;
  setPasswordTries: typeof setPasswordTries;
  siteConfig: typeof siteConfig;
  submissionLists: typeof submissionLists;
  submissions: typeof submissions;
  submitThrottle: typeof submitThrottle;
  testRuns: typeof testRuns;
  testcaseUploadRemoval: typeof testcaseUploadRemoval;
  testcaseUploads: typeof testcaseUploads;
  trainings: typeof trainings;
  userActivity: typeof userActivity;
  userProfiles: typeof userProfiles;
  users: typeof users;
  effects: typeof effects;
}

/**
 * Every repository, one per data module (named for it), as routes and services reach them: `deps.repos.users.getUser(uid)`.
 * Each offers its module's exported functions that take the `Db` first, without it (data/repository.ts); the effects
 * engine's take the data deps. Route tests hand fakes of the ones they need to `fakeDeps()` (test/fakes/).
 */
export type Repositories = {
  readonly [K in keyof RepositoryModules]: Repository<RepositoryModules[K], K extends 'effects' ? DataDeps : Db>;
};

/**
 * The repositories of one set of deps (which they join as `deps.repos`), each bound on first use. One whose module
 * was not given fails with its name (the function's module table misses it: lambda/repository-modules.test.ts).
 */
export function createRepositories(deps: DataDeps, modules: Partial<RepositoryModules>): Repositories {
  const bound: Partial<Record<keyof Repositories, unknown>> = {};
  const bind = (name: keyof RepositoryModules) => (name === 'effects' ? bindRepository(modules.effects!, deps) : bindRepository<object, Db>(modules[name]!, deps.db));
  return new Proxy({} as Repositories, {
    get: (_, name) => {
      const key = name as keyof RepositoryModules;
      if (!modules[key]) throw new Error(`No ${String(name)} repository here: its data module is not in this function's module table`);
      return (bound[key] ??= bind(key));
    },
  });
}
