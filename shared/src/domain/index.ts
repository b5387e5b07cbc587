export * from './scoring.ts';
export * from './testcase-zip.ts';
