import { describe, expect, it } from 'vitest';
import { interactorLimits, programLimits } from './limits.ts';

const MB = 1024;
const problem = { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 };

describe('programLimits', () => {
  it('follows the reference: time + 200 ms, wall 3x, memory + 100 MB, output max(2 x answer, 32 MB)', () => {
    const l = programLimits(problem, true, 100);
    expect(l).toMatchObject({ cpuMs: 1200, wallMs: 3600, memoryKb: 356 * MB, processes: 128, outputBytes: 32 << 20 });
    expect(programLimits(problem, true, 40 << 20).outputBytes).toBe(80 << 20);
  });

  it("uses the problem's stack limit, and leaves address space for eight threads' stacks and arenas", () => {
    const l = programLimits(problem, true, 0);
    expect(l.stackKb).toBe(128 * MB);
    expect(l.addressSpaceKb).toBe(356 * MB + 8 * (128 + 64) * MB);
  });

  it('budgets disk for the output limit and a little more', () => {
    expect(programLimits(problem, true, 40 << 20)).toMatchObject({ diskKb: 80 * MB + 64 * MB, diskFiles: 1024 });
  });

  it('leaves the address space alone for runtimes that reserve large areas', () => {
    expect(programLimits(problem, false, 0).addressSpaceKb).toBeUndefined();
  });

  it('gives an interactor twice the CPU and memory', () => {
    const p = programLimits(problem, true, 0);
    expect(interactorLimits(p)).toMatchObject({ cpuMs: 2400, memoryKb: 2 * p.memoryKb });
  });
});
