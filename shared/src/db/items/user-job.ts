import { z } from 'zod';
import { GENDERS } from '../../enums.ts';

/** A bulk user job (functions/src/jobs/user-jobs): its progress; chunksDone chunks of `chunks` are written. */
export const UserJobItem = z.object({
  id: z.string(),
  kind: z.enum(['import', 'generate']),
  /** Who started it. */
  uid: z.string(),
  total: z.number().int(),
  chunks: z.number().int(),
  chunksDone: z.number().int().default(0),
  /** Rows of the written chunks, and of those the accounts made and the rows refused. */
  processed: z.number().int().default(0),
  created: z.number().int().default(0),
  failed: z.number().int().default(0),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  expiresAt: z.number().int(),
});

export type UserJobItem = z.infer<typeof UserJobItem>;

export type UserJobKind = UserJobItem['kind'];

const USER_JOB_FIELDS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school', 'row'] as const;

/** A row of a job: the account to write, or (refused when the job was made) its username and problem only. */
export const UserJobRow = z.object({
  /** Its place in what the admin sent, from 1. */
  row: z.number().int(),
  username: z.string(),
  /** Dropped once an import's chunk is written; a generation keeps it for the download. */
  password: z.string().optional(),
  email: z.string().optional(),
  realname: z.string().optional(),
  gender: z.enum(GENDERS).default('secrecy'),
  nickname: z.string().optional(),
  school: z.string().optional(),
  problem: z.object({ field: z.enum(USER_JOB_FIELDS), message: z.string() }).optional(),
});

export type UserJobRow = z.infer<typeof UserJobRow>;

export const UserJobFailure = z.object({ row: z.number().int(), username: z.string(), field: z.enum(USER_JOB_FIELDS), message: z.string() });

export type UserJobFailure = z.infer<typeof UserJobFailure>;

export const UserJobChunkItem = z.object({
  n: z.number().int(),
  rows: z.array(UserJobRow).default([]),
  /** When the chunk was written, and the rows it refused. */
  doneAt: z.string().optional(),
  failures: z.array(UserJobFailure).default([]),
  expiresAt: z.number().int(),
});

export type UserJobChunkItem = z.infer<typeof UserJobChunkItem>;
