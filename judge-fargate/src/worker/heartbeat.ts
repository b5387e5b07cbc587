import { availableParallelism, freemem, totalmem } from 'node:os';
import type { JudgeHeartbeatItem } from '@oj/shared/db/items/judge-heartbeat';
import { JUDGE_HEARTBEAT } from '@oj/shared/schemas/admin-config';
import type { Logger } from '@oj/shared/logger';

/** Judgements finished within the window before `now`, per minute (over the time run when shorter than the window). */
export function judgedPerMinute(finishedAt: readonly number[], now: number, startedAt: number, windowMs: number): number {
  const since = Math.max(startedAt, now - windowMs);
  const minutes = Math.max(now - since, 1_000) / 60_000;
  return Math.round((finishedAt.filter((t) => t > since).length / minutes) * 100) / 100;
}

/**
 * What the back office's judge service info reads of this task: one item rewritten every few seconds (concurrency,
 * judgements running, judged so far and per minute, CPU and memory), expiring soon after the task stops. A failed
 * write is logged and the next beat tries again: judging never waits on it.
 */
export class Heartbeat {
  private busy = 0;
  private judged = 0;
  private finishedAt: number[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly startedAt: number;
  private lastCpu = process.cpuUsage();
  private lastCpuAt: number;

  constructor(
    private readonly write: (beat: JudgeHeartbeatItem, expiresAt: number) => Promise<void>,
    private readonly task: { name: string; concurrency: number },
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.startedAt = now();
    this.lastCpuAt = this.startedAt;
  }

  /** Runs one judgement, counted while it runs and once it has finished (whether it judged or threw). */
  async track<T>(work: () => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await work();
    } finally {
      this.busy--;
      this.judged++;
      this.finishedAt.push(this.now());
    }
  }

  /** Judgements running now. */
  get running(): number {
    return this.busy;
  }

  snapshot(): JudgeHeartbeatItem {
    const now = this.now();
    this.finishedAt = this.finishedAt.filter((t) => t > now - JUDGE_HEARTBEAT.rateWindowSeconds * 1000);
    const cpu = process.cpuUsage(this.lastCpu);
    const cores = availableParallelism();
    const cpuPercent = ((cpu.user + cpu.system) / 1000 / Math.max(now - this.lastCpuAt, 1) / cores) * 100;
    this.lastCpu = process.cpuUsage();
    this.lastCpuAt = now;
    return {
      name: this.task.name,
      concurrency: this.task.concurrency,
      busy: this.busy,
      cpuCores: cores,
      cpuPercent: Math.min(100, Math.round(cpuPercent * 100) / 100),
      memoryPercent: Math.round((1 - freemem() / totalmem()) * 10_000) / 100,
      judged: this.judged,
      judgedPerMinute: judgedPerMinute(this.finishedAt, now, this.startedAt, JUDGE_HEARTBEAT.rateWindowSeconds * 1000),
      startedAt: new Date(this.startedAt).toISOString(),
      beatAt: new Date(now).toISOString(),
    };
  }

  async beat(): Promise<void> {
    const snapshot = this.snapshot();
    await this.write(snapshot, Math.floor(this.now() / 1000) + JUDGE_HEARTBEAT.expireSeconds).catch((err: unknown) => this.log.warn('heartbeat not written', { error: String(err) }));
  }

  start(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), JUDGE_HEARTBEAT.intervalSeconds * 1000);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
