export * from './common.ts';
export * from './account.ts';
export * from './home.ts';
export * from './problem.ts';
export * from './submission.ts';
export * from './admin-problem.ts';
export * from './contest.ts';
export * from './scoreboard.ts';
