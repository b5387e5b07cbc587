import type { Context } from 'hono';
import type { z } from 'zod';
import type { Permission, Role } from '@oj/shared';
import type { BodyOf, BodyOfCall, Call, Method, QueryOf, QueryOfCall, ReplyOfCall } from '@oj/shared/api/call';
import type { Deps } from '../deps.ts';
import type { SessionUser } from './session-user.ts';

export type { Method } from '@oj/shared/api/call';

/**
 * Who may call a route, as the reference API's annotations say:
 * - `public`: anyone; a valid token identifies the caller, a bad one is ignored (AnonApi or no annotation);
 * - `login`: a valid token is required (Auth), optionally with one of `roles` and/or a `permission`.
 */
export type Access = { kind: 'public' } | { kind: 'login'; roles?: readonly Role[]; permission?: Permission };

export interface HandlerInput<Q, B> {
  c: Context;
  deps: Deps;
  /** The caller, when a valid token came with the request. Always set on `login` routes. */
  user: SessionUser | undefined;
  query: Q;
  body: B;
  ip: string;
}

/** How a route is served, besides its call and handler. */
interface ServingOptions {
  access: Access;
  /** Body size limit when the default for its kind (JSON or upload) does not fit. */
  maxBodyBytes?: number;
  /**
   * Seconds an anonymous GET's reply may be shared (per Lambda instance and at CloudFront): only for
   * replies that are the same for every anonymous caller.
   */
  publicCacheSeconds?: number;
  /** The reply is the same for signed-in callers too: they share the Lambda's cached reply (not CloudFront's). */
  sameForSignedIn?: boolean;
}

/** A route as the app and the CDK stack read it: its types were checked against its contract by `route()`. */
export interface RouteDef extends ServingOptions {
  method: Method;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Bodies are JSON unless this says multipart (uploads). */
  multipart?: boolean;
  /** The reply's `data`, or a whole Response (file downloads). */
  handler: (input: HandlerInput<unknown, unknown>) => Promise<unknown>;
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** Mutually assignable, with the same keys: optional keys would make assignability alone too loose. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? ([keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false) : false) : false;

type QueryCheck<C extends Call, QS extends Schema> = [QueryOfCall<C>] extends [undefined]
  ? [QS] extends [undefined]
    ? { queryCheckedBy?: undefined }
    : { query: 'the contract of this call has no query' }
  : [QS] extends [z.ZodType]
    ? Same<QueryOf<QS>, QueryOfCall<C>> extends true
      ? unknown
      : { query: 'this schema does not read the query the contract sends' }
    : { queryCheckedBy: 'handler' };

type BodyCheck<C extends Call, BS extends Schema> = [BodyOfCall<C>] extends [undefined]
  ? [BS] extends [undefined]
    ? { multipart?: false }
    : { body: 'the contract of this call has no body' }
  : [BodyOfCall<C>] extends [FormData | undefined]
    ? { multipart: true; body?: undefined }
    : [BS] extends [z.ZodType]
      ? Same<BodyOf<BS>, BodyOfCall<C>> extends true
        ? { multipart?: false }
        : { body: 'this schema does not take the body the contract sends' }
      : { missingBodySchema: 'the contract of this call sends a body: check it with a schema' };

/** A handler answers the contract's reply, or a Response where the reply is a file. */
type HandlerReply<C extends Call> = [ReplyOfCall<C>] extends [Blob] ? Response : ReplyOfCall<C>;

interface RouteOptions<C extends Call, QS extends Schema, BS extends Schema> extends ServingOptions {
  query?: QS;
  /** The contract's query is read and checked by the handler, not by a schema here (a key that may repeat). */
  queryCheckedBy?: 'handler';
  body?: BS;
  multipart?: boolean;
  // NoInfer: the contract alone types the reply, so a handler's literals ('DynamoDB', 0 | 1) keep their literal types.
  handler: NoInfer<(input: HandlerInput<Parsed<QS>, Parsed<BS>>) => Promise<HandlerReply<C>>>;
}

/**
 * A route serving a call of `shared/src/api`: its method and path come from the contract, and it is a type error when
 * the query or body schema does not read what the contract sends, or when the handler's reply is not the contract's.
 */
export function route<C extends Call, QS extends Schema = undefined, BS extends Schema = undefined>(call: C, options: RouteOptions<C, QS, BS> & NoInfer<QueryCheck<C, QS> & BodyCheck<C, BS>>): RouteDef {
  const { queryCheckedBy, ...def } = options; // a type-level marker only
  // The app parses the query and body with these schemas before the handler runs, so its input has their types.
  const handler = def.handler as RouteDef['handler'];
  return { ...def, method: call.method, path: call.path, handler };
}

/** What the CDK stack needs to know about a group to deploy it with least privilege. */
export interface GroupDef {
  /** Lambda and log names: kebab-case. */
  name: string;
  routes: readonly RouteDef[];
  table: 'read' | 'readwrite';
  /** Queues the group sends to. */
  queues?: readonly ('contest' | 'general' | 'testRun' | 'remote' | 'board' | 'userJobs')[];
  buckets?: { testData?: 'read' | 'readwrite'; publicFiles?: 'read' | 'readwrite' };
  /** Sends mail through SES. */
  mail?: boolean;
  /** Reads the judge queues' depths (SQS GetQueueAttributes) and the age of their oldest message (CloudWatch). */
  judgeQueueStats?: boolean;
  /** Reads and writes the remote judges' accounts (their Secrets Manager secret; services/remote-accounts/). */
  remoteAccounts?: boolean;
  /** Memory in MB for its Lambda, when the default does not fit. */
  memoryMb?: number;
}

export const LOGIN: Access = { kind: 'login' };
export const PUBLIC: Access = { kind: 'public' };
export function loginWithRoles(...roles: Role[]): Access {
  return { kind: 'login', roles };
}
/** Signed in with the permission (the reference's @RequiresPermissions), and one of the roles when any are named. */
export function loginWithPermission(permission: Permission, ...roles: Role[]): Access {
  return { kind: 'login', permission, ...(roles.length ? { roles } : {}) };
}
