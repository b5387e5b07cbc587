export * from './scoring.ts';
