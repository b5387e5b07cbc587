import { z } from 'zod';

/** One remote judge account's lease (functions/src/data/remote-leases.ts). */
export const RemoteLeaseItem = z.object({
  judge: z.string(),
  username: z.string(),
  /** The submission and judge version holding it (`<submitId>:<judgeVersion>`), or null when free. */
  leasedBy: z.string().nullable().default(null),
  /** Epoch ms after which the lease is free whoever holds it (a worker that died frees it so). */
  leasedUntil: z.number().default(0),
  /** The session the adapter last left (cookies, tokens), sealed; null before any. */
  session: z.string().nullable().default(null),
});
export type RemoteLeaseItem = z.infer<typeof RemoteLeaseItem>;
