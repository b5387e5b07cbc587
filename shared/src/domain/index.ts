export * from './scoring.ts';
export * from './testcase-zip.ts';
export * from './examples.ts';
