export * from './enums.ts';
export * from './languages.ts';
