import type { RunLimits } from '../ports.ts';

const MB = 1024;

/** Compilation: about 10 s CPU, 20 s wall, 512 MB; room on disk for a Go or Rust build's caches. */
export const COMPILE_LIMITS: RunLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 512 * MB,
  stackKb: 64 * MB,
  outputBytes: 256 << 20,
  processes: 128,
  files: 256,
  diskKb: 1024 * MB,
  diskFiles: 20_000,
};

/** Special judges: 16 s, 512 MB. */
export const CHECKER_LIMITS: RunLimits = {
  cpuMs: 16_000,
  wallMs: 32_000,
  memoryKb: 512 * MB,
  stackKb: 512 * MB,
  outputBytes: 64 << 20,
  processes: 16,
  files: 64,
  diskKb: 256 * MB,
  diskFiles: 256,
};

/** glibc gives every thread a stack of the stack limit and a 64 MB malloc arena, reserved up front. */
const threadReservationKb = (stackKb: number): number => stackKb + 64 * MB;
/** Threads a program may start before the address-space limit refuses another. */
const THREAD_ALLOWANCE = 8;

/**
 * The sandbox limits of a submission's run: the problem's time + 200 ms of CPU, 3 x that of wall clock, its
 * memory + 100 MB, its stack limit, output capped at the larger of twice the answer and 32 MB, and the
 * output limit + 64 MB of disk. The address-space limit (native code) adds room for the reservations of
 * eight threads, which touch little of it: what is resident decides memory verdicts. Verdicts are then
 * decided against the problem's own limits.
 */
export function programLimits(problem: { timeLimitMs: number; memoryLimitMb: number; stackLimitMb: number }, limitAddressSpace: boolean, answerBytes: number): RunLimits {
  const cpuMs = problem.timeLimitMs + 200;
  const memoryKb = (problem.memoryLimitMb + 100) * MB;
  const stackKb = problem.stackLimitMb * MB;
  const outputBytes = Math.max(2 * answerBytes, 32 << 20);
  return {
    cpuMs,
    wallMs: 3 * cpuMs,
    memoryKb,
    addressSpaceKb: limitAddressSpace ? memoryKb + THREAD_ALLOWANCE * threadReservationKb(stackKb) : undefined,
    stackKb,
    outputBytes,
    processes: 128,
    files: 64,
    diskKb: (outputBytes >> 10) + 64 * MB,
    diskFiles: 1024,
  };
}

/** An interactor gets twice the program's CPU and memory. */
export function interactorLimits(program: RunLimits): RunLimits {
  return {
    ...program,
    cpuMs: 2 * program.cpuMs,
    wallMs: 2 * program.wallMs,
    memoryKb: 2 * program.memoryKb,
    addressSpaceKb: undefined,
    stackKb: 2 * program.stackKb,
  };
}
