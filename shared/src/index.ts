export * from './enums.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './calendar.ts';
export * from './resources.ts';
export * from './schemas/index.ts';
