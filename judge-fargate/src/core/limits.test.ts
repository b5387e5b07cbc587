import { describe, expect, it } from 'vitest';
import { interactorLimits, programLimits } from './limits.ts';

describe('programLimits', () => {
  it('follows the reference: time + 200 ms, wall 3x, memory + 100 MB, output max(2 x answer, 32 MB)', () => {
    const l = programLimits({ timeLimitMs: 1000, memoryLimitMb: 256 }, true, 100);
    expect(l).toMatchObject({ cpuMs: 1200, wallMs: 3600, memoryKb: 356 * 1024, addressSpaceKb: 356 * 1024, processes: 128, outputBytes: 32 << 20 });
    expect(programLimits({ timeLimitMs: 1000, memoryLimitMb: 256 }, true, 40 << 20).outputBytes).toBe(80 << 20);
  });

  it('leaves the address space alone for runtimes that reserve large areas', () => {
    expect(programLimits({ timeLimitMs: 1000, memoryLimitMb: 256 }, false, 0).addressSpaceKb).toBeUndefined();
  });

  it('gives an interactor twice the CPU and memory', () => {
    const p = programLimits({ timeLimitMs: 1000, memoryLimitMb: 256 }, true, 0);
    expect(interactorLimits(p)).toMatchObject({ cpuMs: 2400, memoryKb: 2 * p.memoryKb });
  });
});
