import { z } from 'zod';

/** A judge task's heartbeat (judge-fargate worker/heartbeat.ts), rewritten every few seconds while it runs. */
export const JudgeHeartbeatItem = z.object({
  name: z.string(),
  concurrency: z.number().int(),
  busy: z.number().int(),
  cpuCores: z.number().int(),
  /** 0..100 over the last interval, and of the task's memory. */
  cpuPercent: z.number(),
  memoryPercent: z.number(),
  judged: z.number().int(),
  judgedPerMinute: z.number(),
  startedAt: z.string(),
  beatAt: z.string(),
});

export type JudgeHeartbeatItem = z.infer<typeof JudgeHeartbeatItem>;
