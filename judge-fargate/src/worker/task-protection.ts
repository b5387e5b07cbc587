import type { Logger } from '@oj/shared/logger';

/** How long one protection lasts; renewed while work continues, so a hung task is not protected forever. */
const PROTECTION_MINUTES = 30;
const RENEW_AFTER_MS = 10 * 60_000;

/**
 * ECS task scale-in protection while the task holds work: scaling in (the backlog fell, the idle alarm) then
 * stops only idle tasks, never one in the middle of a judgement. Asked of the ECS agent's endpoint
 * ($ECS_AGENT_URI, set in every ECS task; absent locally, where this does nothing). A refused or failed call
 * is logged and judging goes on: protection only spares work, it is never needed for correctness.
 */
export class TaskProtection {
  private held = 0;
  private protectedSince = 0;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly agentUri: string | undefined,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  /** One more piece of work started: protect the task (or renew an old protection). */
  hold(): Promise<void> {
    this.held++;
    if (this.protectedSince && this.now() - this.protectedSince < RENEW_AFTER_MS) return this.pending;
    this.protectedSince = this.now();
    return this.set(true);
  }

  /** One piece of work ended: without any left, let the task be scaled in. */
  release(): Promise<void> {
    this.held = Math.max(0, this.held - 1);
    if (this.held > 0 || !this.protectedSince) return this.pending;
    this.protectedSince = 0;
    return this.set(false);
  }

  private set(enabled: boolean): Promise<void> {
    if (!this.agentUri) return this.pending;
    const body = JSON.stringify(enabled ? { ProtectionEnabled: true, ExpiresInMinutes: PROTECTION_MINUTES } : { ProtectionEnabled: false });
    // one call at a time, in order: a release never overtakes the hold it ends
    this.pending = this.pending.then(async () => {
      try {
        const res = await fetch(`${this.agentUri}/task-protection/v1/state`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body });
        if (!res.ok) this.log.warn('task protection refused', { enabled, status: res.status, body: (await res.text()).slice(0, 300) });
      } catch (err) {
        this.log.warn('task protection failed', { enabled, error: String(err) });
      }
    });
    return this.pending;
  }
}
