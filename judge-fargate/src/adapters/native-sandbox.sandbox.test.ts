import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus as S } from '@oj/shared';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { A_PLUS_B, createJudgeFixture } from '../../test/judge-fixture.ts';
import { COMPILE_LIMITS } from '../core/limits.ts';
import { RUN_ENV } from '../languages.ts';
import { encodeRequest, parseResult } from './native-sandbox.ts';

// The attack table: each attack is judged as an A+B submission on the real runner and must be contained
// with the right verdict, and the judge must still judge an ordinary submission right afterwards.
const f = createJudgeFixture();
afterAll(() => f.close());

const isRoot = process.getuid?.() === 0;
const C_AB = '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';
/** An A+B program that first runs `attack`; it prints the right sum only if `blocked` holds afterwards. */
const attackThen = (attack: string, blocked = '1') => `#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
static int denied(int r) { return r < 0 && (errno == EPERM || errno == EACCES); }
static int tcp(const char *ip) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return s;
  struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons(80) };
  inet_pton(AF_INET, ip, &a.sin_addr);
  return connect(s, (struct sockaddr *)&a, sizeof a);
}
static void *idle(void *x) { pause(); return x; }
int main() {
  int a, b;
  scanf("%d %d", &a, &b);
  ${attack};
  printf("%d\\n", (${blocked}) ? a + b : -1);
  return 0;
}
`;

/** Processes still running under the uid pool: there must be none once a run is over. */
const poolProcesses = (): number[] =>
  readdirSync('/proc')
    .filter((p) => /^\d+$/.test(p))
    .filter((p) => {
      try {
        const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1]);
        return uid >= f.config.uidBase && uid < f.config.uidBase + f.config.uidCount;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);

const ab = f.problem(A_PLUS_B, { timeLimitMs: 500, memoryLimitMb: 64 });

afterEach(async () => {
  expect(poolProcesses()).toEqual([]);
  const r = await f.judge('C', C_AB, ab);
  expect(r.status, 'the next ordinary run').toBe(S.ACCEPTED);
});

describe('attacks', () => {
  const answer = join(f.dataRoot, ab.id, '1.out');
  it.each([
    ['fork bomb', 'while (1) fork()', '0', S.TIME_LIMIT_EXCEEDED],
    ['thread bomb', 'pthread_t t; while (pthread_create(&t, 0, idle, 0) == 0) {} pause()', '0', S.TIME_LIMIT_EXCEEDED],
    ['connect to the container metadata address', 'int r = tcp("169.254.170.2")', 'denied(r)', S.ACCEPTED],
    ['connect to localhost', 'int r = tcp("127.0.0.1")', 'denied(r)', S.ACCEPTED],
    ['a netlink socket', 'int r = socket(AF_NETLINK, SOCK_RAW, 0)', 'denied(r)', S.ACCEPTED],
    ['read the expected output', `int r = open("${answer}", O_RDONLY)`, 'denied(r)', S.ACCEPTED],
    ['read /proc/1/environ', 'int r = open("/proc/1/environ", O_RDONLY)', 'denied(r)', S.ACCEPTED],
    ["read the judge's environment", `int r = open("/proc/${process.pid}/environ", O_RDONLY)`, 'denied(r)', S.ACCEPTED],
    ['inherit an environment', 'extern char **environ; int n = 0; while (environ[n]) n++', 'n == 1 && !strncmp(environ[0], "PATH=", 5)', S.ACCEPTED],
    ['write into the work root', `int r = open("${f.config.workRoot}/escape", O_WRONLY | O_CREAT, 0644)`, 'denied(r)', S.ACCEPTED],
    ['write into /etc', 'int r = open("/etc/escape", O_WRONLY | O_CREAT, 0644)', 'denied(r)', S.ACCEPTED],
    ['fill the disk', 'static char m[1 << 20]; FILE *o = fopen("big", "w"); for (;;) fwrite(m, 1, sizeof m, o)', '0', S.RUNTIME_ERROR],
    ['kill(-1, SIGKILL)', 'kill(-1, SIGKILL)', '1', S.ACCEPTED],
    ['kill the judge', `int r = kill(${process.pid}, SIGKILL)`, 'denied(r)', S.ACCEPTED],
    ['ptrace the parent', 'long r = ptrace(PTRACE_ATTACH, getppid(), 0, 0)', 'denied(r)', S.ACCEPTED],
    ['ptrace itself', 'long r = ptrace(PTRACE_TRACEME, 0, 0, 0)', 'denied(r)', S.ACCEPTED],
    ['raise rlimits back', 'struct rlimit l = { RLIM_INFINITY, RLIM_INFINITY }; int r = setrlimit(RLIMIT_CPU, &l), q = setrlimit(RLIMIT_NPROC, &l)', 'denied(r) && denied(q)', S.ACCEPTED],
    ['unshare a namespace', 'int r = unshare(CLONE_NEWUSER)', 'denied(r)', S.ACCEPTED],
    // in large writes, so that a loaded machine reaches the output limit well before the time limit
    ['endless stdout', 'static char m[1 << 16]; for (;;) fwrite(m, 1, sizeof m, stdout)', '0', S.RUNTIME_ERROR],
    ['endless stderr', 'static char m[1 << 16]; for (;;) fwrite(m, 1, sizeof m, stderr)', '0', S.RUNTIME_ERROR],
    // the shell prints the sum only if it can read neither the answer nor /proc/1/environ
    ['exec a shell', `char s[16]; sprintf(s, "%d", a + b); execl("/bin/sh", "sh", "-c", "cat ${answer} /proc/1/environ 2>/dev/null || echo $0", s, (char *)0)`, '0', S.ACCEPTED],
    ['a child that outlives its parent', 'if (fork() == 0) { setsid(); for (;;) {} }', '1', S.ACCEPTED],
  ])('%s', async (_, attack, blocked, status) => {
    const r = await f.judge('C', attackThen(attack, blocked), ab);
    expect(r.status, JSON.stringify(r.judgeCaseList[0] ?? r.errorMessage)).toBe(status);
  });

  it('writes nowhere outside its box when Landlock is there (/tmp included)', async () => {
    const probe = join('/tmp', `oj-escape-${process.pid}`);
    const r = await f.judge('C', attackThen(`int r = open("${probe}", O_WRONLY | O_CREAT, 0644)`, 'denied(r)'), ab);
    const { isolation } = await f.ports.sandbox.run({ dir: f.ports.workspace.newBox(), argv: ['true'], env: RUN_ENV, limits: COMPILE_LIMITS });
    expect(r.status).toBe(isolation.landlock ? S.ACCEPTED : S.WRONG_ANSWER);
    rmSync(probe, { force: true });
  });
});

describe('isolation between runs', () => {
  it.runIf(isRoot)("cannot read another run's files, nor list the boxes", async () => {
    const { sandbox, workspace } = f.ports;
    const limits = { ...COMPILE_LIMITS, cpuMs: 2000, wallMs: 2000 };
    const victim = workspace.newBox();
    const spy = workspace.newBox();
    const out = join(workspace.newScratch(), 'spy.out');
    const holding = sandbox.run({ dir: victim, argv: ['sh', '-c', 'echo secret > secret; sleep 1'], env: RUN_ENV, limits });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const spied = await sandbox.run({
      dir: spy,
      argv: ['sh', '-c', `cat ${victim}/secret; ls ${workspace.boxes}; echo done`],
      env: RUN_ENV,
      stdout: out,
      limits,
    });
    const held = await holding;
    expect(spied.isolation.uid).not.toBe(held.isolation.uid);
    expect(readFileSync(out, 'utf8')).toBe('done\n');
    expect(readFileSync(join(victim, 'secret'), 'utf8')).toBe('secret\n');
  });
});

describe('privileges', () => {
  const runCli = (prefix: string[], dir: string, uidArgs: string[]) => {
    const request = encodeRequest({ dir, argv: ['sh', '-c', 'id -u; grep CapBnd /proc/self/status'], env: RUN_ENV, limits: COMPILE_LIMITS });
    const args = request.split('\0').slice(0, -2);
    const stdout = join(dir, '..', `${process.pid}-cli.out`);
    const result = parseResult(execFileSync(prefix[0]!, [...prefix.slice(1), f.config.runnerPath, ...uidArgs, '--stdout', stdout, ...args], { encoding: 'utf8' }));
    return { result, output: readFileSync(stdout, 'utf8') };
  };

  it.runIf(isRoot)('works with CAP_SYS_ADMIN dropped from the bounding set', () => {
    const box = f.ports.workspace.newBox();
    const { result, output } = runCli(['setpriv', '--bounding-set', '-sys_admin', '--inh-caps', '-all'], box, [
      '--uid-base',
      String(f.config.uidBase),
      '--uid-count',
      String(f.config.uidCount),
      '--lock-dir',
      f.config.lockDir,
    ]);
    const CAP_SYS_ADMIN = 21n;
    const bounding = BigInt(`0x${/CapBnd:\s*(\w+)/.exec(output)![1]}`);
    expect(result.isolation.uidSwitched).toBe(true);
    expect(output.split('\n')[0]).toBe(String(result.isolation.uid));
    expect((bounding >> CAP_SYS_ADMIN) & 1n).toBe(0n);
  });

  it.runIf(isRoot)('runs as an ordinary user without switching uid, and says so', () => {
    const user = 59_999;
    const dir = mkdtempSync(join('/tmp', 'oj-nonroot-'));
    const box = join(dir, 'box');
    mkdirSync(box);
    chownSync(dir, user, user);
    chownSync(box, user, user);
    writeFileSync(join(dir, 'marker'), '');
    try {
      const { result, output } = runCli(['setpriv', `--reuid=${user}`, `--regid=${user}`, '--clear-groups'], box, []);
      expect(result.isolation).toMatchObject({ uid: user, uidSwitched: false });
      expect(output.split('\n')[0]).toBe(String(user));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
