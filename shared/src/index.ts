export * from './enums.ts';
export * from './languages.ts';
export * from './limits.ts';
export * from './calendar.ts';
export * from './resources.ts';
export * from './schemas/index.ts';
export { contracts } from './api/index.ts';
export { sentMethod, type Call, type CallTypes, type QueryOfCall, type BodyOfCall, type ReplyOfCall } from './api/call.ts';
