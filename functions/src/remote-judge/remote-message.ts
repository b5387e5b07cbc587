import { z } from 'zod';

/**
 * One step of a remote submission on the remote queue. Submitting sends the first; the worker sends the message on
 * with a delay for each next step, carrying what it needs: when the wait for a free account began, the leased account
 * and the site's run once submitted (then the steps poll), how many polls and failures so far.
 */
export const RemoteMessage = z.object({
  kind: z.literal('remote'),
  submitId: z.number().int(),
  judgeVersion: z.number().int(),
  /** Epoch ms of the first try to lease an account (the wait for a free one is bounded). */
  waitingSince: z.number().optional(),
  /** The leased account and the site's run id, once submitted. */
  account: z.string().optional(),
  runId: z.string().optional(),
  polls: z.number().int().default(0),
  /** Retryable failures of the site in a row (down, rate limited, garbage). */
  failures: z.number().int().default(0),
});
export type RemoteMessage = z.input<typeof RemoteMessage>;
export type RemoteStep = z.output<typeof RemoteMessage>;
