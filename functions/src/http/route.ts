import type { Context } from 'hono';
import type { z } from 'zod';
import type { Permission, Role } from '@oj/shared';
import type { Deps } from '../deps.ts';
import type { SessionUser } from './session-user.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

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

export interface RouteDef<Q = unknown, B = unknown> {
  method: Method;
  path: string;
  access: Access;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Bodies are JSON unless this says multipart (uploads). */
  multipart?: boolean;
  /** Body size limit when the default for its kind (JSON or upload) does not fit. */
  maxBodyBytes?: number;
  /**
   * Seconds an anonymous GET's reply may be shared (per Lambda instance and at CloudFront): only for
   * replies that are the same for every anonymous caller.
   */
  publicCacheSeconds?: number;
  /** The reply is the same for signed-in callers too: they share the Lambda's cached reply (not CloudFront's). */
  sameForSignedIn?: boolean;
  /** The reply's `data`, or a whole Response (file downloads). */
  handler: (input: HandlerInput<Q, B>) => Promise<unknown>;
}

/** Typed constructor: the handler sees the parsed query and body types. */
export function route<Q = undefined, B = undefined>(def: RouteDef<Q, B>): RouteDef {
  return def as unknown as RouteDef;
}

/** What the CDK stack needs to know about a group to deploy it with least privilege. */
export interface GroupDef {
  /** Lambda and log names: kebab-case. */
  name: string;
  routes: readonly RouteDef[];
  table: 'read' | 'readwrite';
  /** Queues the group sends to. */
  queues?: readonly ('contest' | 'general' | 'testRun' | 'board' | 'userJobs')[];
  buckets?: { testData?: 'read' | 'readwrite'; publicFiles?: 'read' | 'readwrite' };
  /** Sends mail through SES. */
  mail?: boolean;
  /** Reads the judge queues' depths (SQS GetQueueAttributes) and the age of their oldest message (CloudWatch). */
  judgeQueueStats?: boolean;
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
