import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export interface JudgeProcess {
  child: ChildProcess;
  /** Resolves when the worker logged that it is polling. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The judge worker as its own process, as on Fargate: the same entry (`judge-fargate/src/main.ts`) with the
 * local endpoints. `--prepare` builds the sandbox runner and the precompiled headers first (kept between
 * starts). Its log lines go to `onLine`.
 */
export function startJudgeProcess(env: Record<string, string>, onLine: (line: string) => void): JudgeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'judge-fargate/src/main.ts', '--prepare'], {
    cwd: ROOT,
    // Info level at least: readiness is read from the worker's start line.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const ready = new Promise<void>((resolve, reject) => {
    let buffered = '';
    // the last lines, for the error when the worker exits before it is ready (a failed self-check says why)
    const recent: string[] = [];
    const onData = (b: Buffer) => {
      buffered += b.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        onLine(line);
        recent.push(line);
        if (recent.length > 10) recent.shift();
        if (line.includes('judge worker started')) resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the judge worker exited with code ${code}; its last lines:\n${[...recent, buffered].join('\n')}`)));
    // Preparing (runner build, precompiled headers) takes a minute at most on a first start.
    setTimeout(() => reject(new Error('the judge worker did not start within 5 minutes')), 300_000).unref();
  });
  ready.catch(() => undefined);
  return {
    child,
    ready,
    stop: () =>
      new Promise<void>((done) => {
        process.removeListener('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
