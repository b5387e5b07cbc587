import { JudgeStatus as S, ProblemType } from '@oj/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { A_PLUS_B, createJudgeFixture, installed } from '../test/judge-fixture.ts';

// The verdict table against the real sandbox and compilers.
const f = createJudgeFixture();
afterAll(() => f.close());

const C_AB = '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n';
const c = (body: string) => `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <unistd.h>\nint main(){int a,b;scanf("%d %d",&a,&b);${body}}\n`;

describe('verdicts', () => {
  const ab = f.problem(A_PLUS_B, { timeLimitMs: 500, memoryLimitMb: 64 });
  const exact = f.problem(A_PLUS_B, { removeTrailingBlanks: false });

  it.each([
    ['AC', 'C', C_AB, S.ACCEPTED],
    ['WA', 'C', c('printf("%d\\n",a-b);'), S.WRONG_ANSWER],
    ['TLE by a busy loop', 'C', c('volatile unsigned long x=0;for(;;)x++;'), S.TIME_LIMIT_EXCEEDED],
    ['TLE by sleeping', 'C', c('sleep(30);'), S.TIME_LIMIT_EXCEEDED],
    ['MLE by touching memory', 'C', c('for(;;){char*p=malloc(8<<20);if(!p)return 1;memset(p,1,8<<20);}'), S.MEMORY_LIMIT_EXCEEDED],
    ['RE by a segfault', 'C', c('int*p=0;*p=a;'), S.RUNTIME_ERROR],
    ['RE by division by zero', 'C', c('volatile int z=0;printf("%d\\n",a/z);'), S.RUNTIME_ERROR],
    ['RE by a nonzero exit', 'C', c('printf("%d\\n",a+b);return 3;'), S.RUNTIME_ERROR],
    ['RE past the output limit', 'C', c("static char buf[1<<20];memset(buf,'x',sizeof buf);for(;;)fwrite(buf,1,sizeof buf,stdout);"), S.RUNTIME_ERROR],
    ['CE', 'C++', 'int main( { return 0; }', S.COMPILE_ERROR],
  ])('%s', async (_, language, code, status) => {
    const r = await f.judge(language, code, ab);
    expect(r.status, JSON.stringify(r.judgeCaseList[0] ?? r.errorMessage)).toBe(status);
  });

  it('reports the CPU time and memory of a TLE run', async () => {
    const r = await f.judge('C', c('volatile unsigned long x=0;for(;;)x++;'), ab);
    expect(r.judgeCaseList[0]).toMatchObject({ status: S.TIME_LIMIT_EXCEEDED, time: expect.any(Number), memory: expect.any(Number) });
    expect(r.time).toBe(Math.max(...r.judgeCaseList.map((c) => c.time)));
    expect(r.judgeCaseList[0]!.time).toBeGreaterThan(0);
  });

  it('says why a run failed', async () => {
    const messages = [];
    for (const body of ['int*p=0;*p=a;', 'volatile int z=0;printf("%d\\n",a/z);', 'return 3;']) {
      messages.push((await f.judge('C', c(body), ab)).judgeCaseList[0]!.message);
    }
    expect(messages).toEqual(['SIGSEGV', 'SIGFPE', 'exit code 3']);
  });

  it('keeps compiler messages', async () => {
    const r = await f.judge('C++', 'int main( { return 0; }', ab);
    expect(r.errorMessage).toMatch(/error/);
  });

  it('PE only when trailing blanks are compared', async () => {
    const code = c('printf("%d \\n",a+b);');
    expect((await f.judge('C', code, exact)).status).toBe(S.PRESENTATION_ERROR);
    expect((await f.judge('C', code, ab)).status).toBe(S.ACCEPTED);
  });
});

describe('languages', () => {
  const ab = f.problem(A_PLUS_B, { memoryLimitMb: 256 });
  it.each(['C', 'C With O2', 'C++', 'C++ With O2', 'C++ 17', 'C++ 20', 'Java', 'Python3', 'PyPy3', 'JavaScript Node', 'Golang', 'Rust'])('%s judges its template AC', async (language) => {
    if (!installed(language)) return expect((await f.judge(language, '', ab)).errorMessage).toMatch(/not installed/);
    const { languageByName } = await import('@oj/shared');
    const r = await f.judge(language, languageByName(language)!.template, ab);
    expect(r.status, r.errorMessage).toBe(S.ACCEPTED);
  });

  it('reports a language this machine lacks as not installed', async () => {
    const r = await f.judge('Python2', 'print 3', ab);
    if (installed('Python2')) return expect(r.status).toBe(S.ACCEPTED);
    expect([r.status, r.errorMessage]).toEqual([S.SYSTEM_ERROR, 'Python2 is not installed on this judge']);
  });

  it.each([
    ['Java', 'public class Main { public static void main(String[] a) { throw new RuntimeException("x"); } }', S.RUNTIME_ERROR],
    ['Python3', 'raise ValueError("x")', S.RUNTIME_ERROR],
    ['Python3', 'def f(:\n', S.COMPILE_ERROR],
    ['Java', 'import java.util.*; public class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); for (;;) l.add(new long[1 << 20]); } }', S.MEMORY_LIMIT_EXCEEDED],
  ])('%s: %s', async (language, code, status) => {
    const r = await f.judge(language, code, f.problem(A_PLUS_B, { memoryLimitMb: 64 }));
    expect(r.status, JSON.stringify(r.judgeCaseList[0] ?? r.errorMessage)).toBe(status);
  });
});

describe('special judge', () => {
  // reads the user's number and the answer; exact = AC, off by one = partial 40 points via exit 99,
  // testlib-style "points" otherwise on stderr for 5, else WA
  const CHECKER = `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *u = fopen(argv[2], "r"), *a = fopen(argv[3], "r");
  long x, y;
  if (fscanf(u, "%ld", &x) != 1) { fprintf(stderr, "wrong output format no number\\n"); return 2; }
  fscanf(a, "%ld", &y);
  if (x == y) return 0;
  if (x == y + 1) { printf("40\\n"); return 99; }
  if (x == y + 2) { fprintf(stderr, "points 75 close\\n"); return 7; }
  return 102;
}
`;
  const problem = f.problem(
    A_PLUS_B.map(([input, answer]) => [input, answer, 50] as const),
    { type: ProblemType.OI, judgeMode: 'spj', checker: { language: 'C', code: CHECKER } },
  );

  it.each([
    ['AC', 'printf("%d\\n",a+b);', S.ACCEPTED, 100],
    ['WA', 'printf("%d\\n",a+b+5);', S.WRONG_ANSWER, 0],
    ['partial by exit 99', 'printf("%d\\n",a+b+1);', S.PARTIAL_ACCEPTED, 40],
    ['partial by testlib points', 'printf("%d\\n",a+b+2);', S.PARTIAL_ACCEPTED, 74],
    ['WA by testlib format', 'puts("x");', S.WRONG_ANSWER, 0],
  ])('%s', async (_, body, status, score) => {
    const r = await f.judge('C', c(body), problem);
    expect([r.status, r.score]).toEqual([status, score]);
  });

  it('reports a checker that does not compile as a System Error', async () => {
    const r = await f.judge('C', C_AB, { ...problem, checker: { language: 'C', code: 'nope' } });
    expect(r.status).toBe(S.SYSTEM_ERROR);
    expect(r.errorMessage).toMatch(/checker does not compile/);
  });
});

describe('interactive judge', () => {
  // the input holds a secret in [1, 1000]; the program guesses, the interactor answers <, > or =
  const INTERACTOR = `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int secret, guess, tries = 0;
  fscanf(in, "%d", &secret);
  while (scanf("%d", &guess) == 1) {
    if (++tries > 20) { fprintf(stderr, "wrong answer too many guesses\\n"); return 1; }
    if (guess == secret) { printf("=\\n"); fflush(stdout); fprintf(stderr, "ok found in %d\\n", tries); return 0; }
    printf(guess < secret ? "<\\n" : ">\\n");
    fflush(stdout);
  }
  fprintf(stderr, "wrong answer no guess\\n");
  return 1;
}
`;
  const GUESSER = (first: string) => `#include <stdio.h>
int main() { int lo = 1, hi = 1000; char r[4];
  for (;;) { int m = ${first}; printf("%d\\n", m); fflush(stdout);
    if (scanf("%3s", r) != 1) return 0;
    if (r[0] == '=') return 0; if (r[0] == '<') lo = m + 1; else hi = m - 1; } }
`;
  const problem = f.problem(
    [
      ['777\n', ''],
      ['1\n', ''],
    ],
    { judgeMode: 'interactive', checker: { language: 'C', code: INTERACTOR } },
  );

  it('AC when the program finds the secret', async () => {
    const r = await f.judge('C', GUESSER('(lo + hi) / 2'), problem);
    expect(r.status, JSON.stringify(r.judgeCaseList)).toBe(S.ACCEPTED);
  });

  it('never starts a side before its peer connected, judged many times beside another judgement', async () => {
    // A reader that ran before its FIFO's writer connected read end-of-file: the interactor then quit at
    // once and the program's open of its stdout failed. Repeated pairs under load show the race.
    const ab = f.problem(A_PLUS_B);
    for (let i = 0; i < 20; i++) {
      const [r] = await Promise.all([f.judge('C', GUESSER('(lo + hi) / 2'), problem), f.judge('C', C_AB, ab)]);
      expect(r.status, JSON.stringify(r.judgeCaseList)).toBe(S.ACCEPTED);
    }
  });

  it('WA when it guesses badly', async () => {
    const r = await f.judge('C', GUESSER('lo'), problem);
    expect(r.status, JSON.stringify(r.judgeCaseList)).toBe(S.WRONG_ANSWER);
  });

  it('RE when it crashes mid-game', async () => {
    const r = await f.judge('C', '#include <stdio.h>\nint main(){printf("1\\n");fflush(stdout);int*p=0;return *p;}', problem);
    expect(r.status, JSON.stringify(r.judgeCaseList)).toBe(S.RUNTIME_ERROR);
  });
});

describe('case modes and scores', () => {
  // cases: (input, answer, score, group); the program answers a+b except for inputs starting with 9
  const CASES = [
    ['1 1\n', '2\n', 10, 1],
    ['9 1\n', '10\n', 10, 1],
    ['2 2\n', '4\n', 10, 1],
    ['3 3\n', '6\n', 20, 2],
    ['4 4\n', '8\n', 20, 2],
  ] as const;
  const code = c('printf("%d\\n", a == 9 ? 0 : a + b);');

  it.each([
    ['default', S.PARTIAL_ACCEPTED, 60, [S.ACCEPTED, S.WRONG_ANSWER, S.ACCEPTED, S.ACCEPTED, S.ACCEPTED]],
    ['ergodic_without_error', S.PARTIAL_ACCEPTED, 10, [S.ACCEPTED, S.WRONG_ANSWER]],
    ['subtask_lowest', S.PARTIAL_ACCEPTED, 20, [S.ACCEPTED, S.WRONG_ANSWER, S.CANCELLED, S.ACCEPTED, S.ACCEPTED]],
    ['subtask_average', S.PARTIAL_ACCEPTED, 7 + 20, [S.ACCEPTED, S.WRONG_ANSWER, S.ACCEPTED, S.ACCEPTED, S.ACCEPTED]],
  ] as const)('%s', async (judgeCaseMode, status, score, statuses) => {
    const r = await f.judge('C', code, f.problem(CASES, { type: ProblemType.OI, judgeCaseMode, ioScore: 70, difficulty: 2 }));
    expect([r.status, r.score, r.judgeCaseList.map((x) => x.status)]).toEqual([status, score, statuses]);
    expect(r.oiRankScore).toBe(Math.round(0.1 * score + (4 * score) / 70));
    expect(r.subTaskJudgeCaseVoList.length).toBe(judgeCaseMode.startsWith('subtask') ? 2 : 0);
  });

  it('an ACM problem takes the first failing status and has no score', async () => {
    const r = await f.judge('C', code, f.problem(CASES));
    expect([r.status, r.score]).toEqual([S.WRONG_ANSWER, null]);
  });
});

describe('file IO and extra files', () => {
  const fileIO = f.problem(A_PLUS_B, { fileIO: { input: 'sum.in', output: 'sum.out' } });

  it('reads the input file and judges the answer file', async () => {
    const code = '#include <stdio.h>\nint main(){FILE*i=fopen("sum.in","r"),*o=fopen("sum.out","w");int a,b;fscanf(i,"%d %d",&a,&b);fprintf(o,"%d\\n",a+b);return 0;}\n';
    const r = await f.judge('C', code, fileIO);
    expect(r.status, JSON.stringify(r.judgeCaseList)).toBe(S.ACCEPTED);
  });

  it('judges stdout alone as no answer', async () => {
    expect((await f.judge('C', C_AB, fileIO)).status).toBe(S.WRONG_ANSWER);
  });

  it('does not follow an answer file that is a symlink to a file only the judge may read', async () => {
    const code = '#include <unistd.h>\nint main(){symlink("/etc/shadow","sum.out");return 0;}\n';
    const r = await f.judge('C', code, fileIO);
    expect(r.status).toBe(S.WRONG_ANSWER);
    expect(r.judgeCaseList.map((c) => c.userOutput).join('')).not.toContain('root:');
  });

  it('compiles with the problem’s user files beside the source, and recompiles when they change', async () => {
    const code = '#include <stdio.h>\n#include "plus.h"\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",PLUS(a,b));return 0;}\n';
    const right = await f.judge('C', code, f.problem(A_PLUS_B, { userFiles: { 'plus.h': '#define PLUS(x,y) ((x)+(y))\n' } }));
    expect(right.status, right.errorMessage).toBe(S.ACCEPTED);
    const wrong = await f.judge('C', code, f.problem(A_PLUS_B, { userFiles: { 'plus.h': '#define PLUS(x,y) ((x)-(y))\n' } }));
    expect(wrong.status).toBe(S.WRONG_ANSWER);
  });
});
