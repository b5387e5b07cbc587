import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JudgeStatus as S, ProblemType } from '@oj/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES } from '../src/compile/compile.ts';
import { A_PLUS_B, createJudgeFixture, installed } from './judge-fixture.ts';

// The conformance table of the judge: checkers, interactors and programs as other judges' test material
// and attackers wrote them, with the verdict the whole judge (real runner, real compilers) must give.
const pinned = mkdtempSync('/tmp/oj-testlib-');
writeFileSync(join(pinned, 'testlib.h'), '#define TESTLIB_SOURCE "pinned"\n');
const f = createJudgeFixture({ testlibDir: process.env.OJ_JUDGE_TESTLIB_DIR ?? pinned });
afterAll(async () => {
  await f.close();
  rmSync(pinned, { recursive: true, force: true });
});

/** A C program that prints `text` and exits. */
const printing = (text: string) => `#include <stdio.h>\nint main(){fputs(${JSON.stringify(text)},stdout);return 0;}\n`;

describe('testlib exit codes and messages', () => {
  // Behaves as the checker its user output describes, "<exit code>|<stderr>|<stdout>" (\n in stderr
  // written as a backslash and n), so each row is a checker of its own kind.
  const SCRIPTED = String.raw`#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  static char line[4096];
  FILE *u = fopen(argv[2], "r");
  if (!u || !fgets(line, sizeof line, u)) return 3;
  line[strcspn(line, "\n")] = 0;
  char *err = strchr(line, '|'), *out = err ? strchr(err + 1, '|') : 0;
  if (!out) return 3;
  *err++ = 0, *out++ = 0;
  for (char *p = err; *p; p++) {
    if (p[0] == '\\' && p[1] == 'n') fputc('\n', stderr), p++;
    else fputc(*p, stderr);
  }
  fputs(out, stdout);
  return atoi(line);
}
`;
  const problem = f.problem([['1\n', '1\n', 100]], { type: ProblemType.OI, judgeMode: 'spj', checker: { language: 'C', code: SCRIPTED } });

  it.each([
    ['ok', '0|ok 1 number|', S.ACCEPTED, 100, 'ok 1 number'],
    ['wrong answer without a message', '1||', S.WRONG_ANSWER, 0, ''],
    ['wrong output format without a message', '2||', S.WRONG_ANSWER, 0, ''],
    ['a debug line before the verdict', '1|read 3 numbers\\nwrong answer 2nd numbers differ|', S.WRONG_ANSWER, 0, 'wrong answer 2nd numbers differ'],
    ['unexpected eof (ENABLE_UNEXPECTED_EOF build)', '8|unexpected eof Unexpected end of file - int32 expected|', S.WRONG_ANSWER, 0, 'unexpected eof'],
    ['fail', '3|FAIL answer file is broken|', S.SYSTEM_ERROR, 0, 'FAIL answer file is broken'],
    ['quitp', '7|points 40 forty|', S.PARTIAL_ACCEPTED, 40, 'points 40 forty'],
    ['quitpi', '7|points points_info=pa=1,ja=2 d=1|', S.ACCEPTED, 100, 'points_info=pa=1,ja=2'],
    ['_pc(25), which exits 25', '25|partially correct (25) quarter|', S.PARTIAL_ACCEPTED, 25, 'partially correct (25)'],
    ['_pc(1), which exits like a wrong answer', '1|partially correct (1) |', S.PARTIAL_ACCEPTED, 1, 'partially correct (1)'],
    ["this judge's partial code", '99||60', S.PARTIAL_ACCEPTED, 60, ''],
    ["this judge's presentation error", '101|spaces|', S.PRESENTATION_ERROR, 0, 'spaces'],
    ['an unknown code without a verdict', '5|nonsense|', S.SYSTEM_ERROR, 0, 'checker exit code 5: nonsense'],
  ])('%s', async (_, behaviour, status, score, message) => {
    const r = await f.judge('C', printing(`${behaviour}\n`), problem);
    expect([r.status, r.score]).toEqual([status, score]);
    expect(r.judgeCaseList[0]!.message ?? '').toContain(message);
  });
});

describe('testlib.h for checkers', () => {
  const CHECKER = '#include <stdio.h>\n#include "testlib.h"\nint main(){fprintf(stderr, "ok %s", TESTLIB_SOURCE);return 0;}\n';
  const spj = (overrides = {}) => f.problem(A_PLUS_B, { judgeMode: 'spj', checker: { language: 'C', code: CHECKER }, ...overrides });
  const source = async (p: ReturnType<typeof spj>) => (await f.judge('C', printing('3\n'), p)).judgeCaseList[0]?.message;

  it.runIf(!process.env.OJ_JUDGE_TESTLIB_DIR)("comes from the judge's pinned copy when the problem ships none", async () => {
    expect(await source(spj())).toBe('ok pinned');
  });

  it("the problem's test data overrides the judge's copy, its checker files override both", async () => {
    const fromData = spj();
    writeFileSync(join(f.dataRoot, fromData.id, 'testlib.h'), '#define TESTLIB_SOURCE "test data"\n');
    expect(await source(fromData)).toBe('ok test data');
    const fromFiles = spj({ checkerFiles: { 'testlib.h': '#define TESTLIB_SOURCE "checker files"\n' } });
    writeFileSync(join(f.dataRoot, fromFiles.id, 'testlib.h'), '#define TESTLIB_SOURCE "test data"\n');
    expect(await source(fromFiles)).toBe('ok checker files');
  });
});

// With a real testlib.h (OJ_JUDGE_TESTLIB_DIR, as the judge image sets it), the same verdicts from testlib itself.
describe.runIf(process.env.OJ_JUDGE_TESTLIB_DIR)('testlib itself', () => {
  const CHECKER = `#include "testlib.h"
int main(int argc, char *argv[]) {
  registerTestlibCmd(argc, argv);
  std::string mode = ouf.readToken();
  if (mode == "ok") quitf(_ok, "fine");
  if (mode == "wa") quitf(_wa, "expected %d", 3);
  if (mode == "debug") { fprintf(stderr, "debug line\\n"); quitf(_wa, "after debug"); }
  if (mode == "points") quitp(40, "forty");
  if (mode == "pi") quitpi("a=1,b=2", "info");
  if (mode == "pc") quitf(_pc(25), "quarter");
  if (mode == "fail") quitf(_fail, "broken");
  if (mode == "int") ouf.readInt();
  quitf(_ok, "done");
}
`;
  const problem = f.problem([['1\n', '1\n', 100]], { type: ProblemType.OI, judgeMode: 'spj', checker: { language: 'C++', code: CHECKER } });

  it.each([
    ['ok', S.ACCEPTED, 100, 'ok fine'],
    ['wa', S.WRONG_ANSWER, 0, 'wrong answer expected 3'],
    ['debug', S.WRONG_ANSWER, 0, 'wrong answer after debug'],
    ['points', S.PARTIAL_ACCEPTED, 40, 'points 40 forty'],
    ['pi', S.ACCEPTED, 100, 'points points_info=a=1,b=2 info'],
    ['pc', S.PARTIAL_ACCEPTED, 25, 'partially correct (25) quarter'],
    ['fail', S.SYSTEM_ERROR, 0, 'FAIL broken'],
    ['int', S.WRONG_ANSWER, 0, 'wrong output format Unexpected end of file'],
    ['ok extra', S.WRONG_ANSWER, 0, 'wrong output format Extra information in the output file'],
  ])('%s', async (output, status, score, message) => {
    const r = await f.judge('C', printing(`${output}\n`), problem);
    expect([r.status, r.score]).toEqual([status, score]);
    expect(r.judgeCaseList[0]!.message).toContain(message);
  });
});

describe('interactor and program ending in any order', () => {
  // Says n, then a 256 KiB hint the program may leave unread, then wants 2n back, reading as testlib does:
  // end of file is "wrong output format" (exit 2), another number "wrong answer" (exit 1).
  const INTERACTOR = `#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  static char hint[1 << 18];
  FILE *in = fopen(argv[1], "r");
  int n, got;
  if (fscanf(in, "%d", &n) != 1) return 3;
  printf("%d\\n", n);
  fflush(stdout);
  memset(hint, '.', sizeof hint - 1);
  hint[sizeof hint - 1] = '\\n';
  fwrite(hint, 1, sizeof hint, stdout);
  fflush(stdout);
  if (scanf("%d", &got) != 1) { fputs("wrong output format Unexpected end of file - int32 expected", stderr); return 2; }
  if (got != 2 * n) { fprintf(stderr, "wrong answer expected %d, found %d", 2 * n, got); return 1; }
  fputs("ok doubled", stderr);
  return 0;
}
`;
  const problem = f.problem([['21\n', '']], { judgeMode: 'interactive', checker: { language: 'C', code: INTERACTOR } });
  const program = (body: string) => `#include <stdio.h>\nint main(){int n;${body}return 0;}\n`;

  // Each ran 10 times: a race shows as a System Error in some of them.
  it.each([
    ['answers and exits without reading the hint (the interactor writes into a closed pipe)', program('scanf("%d",&n);printf("%d\\n",2*n);fflush(stdout);'), S.ACCEPTED],
    ['exits at once without a word', program(''), S.WRONG_ANSWER],
    ['reads the question and exits without answering', program('scanf("%d",&n);'), S.WRONG_ANSWER],
    ['answers wrong and exits', program('scanf("%d",&n);printf("%d\\n",n);'), S.WRONG_ANSWER],
    ['answers wrong and keeps writing after the interactor left (SIGPIPE)', program('scanf("%d %*s",&n);printf("%d\\n",n);for(;;)printf("0\\n");'), S.WRONG_ANSWER],
  ])('%s', async (_, code, status) => {
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await f.judge('C', code, problem)).status);
    expect(statuses).toEqual(Array(10).fill(status));
  });
});

describe('answer files a program leaves for file IO', () => {
  const fileIO = f.problem(A_PLUS_B, { fileIO: { input: 'sum.in', output: 'sum.out' } });
  const answerPath = join(f.dataRoot, fileIO.id, '1.out');

  it.each([
    ['a FIFO (its open would block the judge)', '#include <sys/stat.h>\nint main(){mkfifo("sum.out",0666);return 0;}\n'],
    ['a symlink to the test answer', `#include <unistd.h>\nint main(){symlink(${JSON.stringify(answerPath)},"sum.out");return 0;}\n`],
    ['a directory', '#include <sys/stat.h>\nint main(){mkdir("sum.out",0777);return 0;}\n'],
  ])('%s is judged as no answer', async (_, code) => {
    const r = await f.judge('C', code, fileIO);
    expect(r.status).toBe(S.WRONG_ANSWER);
    expect(r.judgeCaseList.map((c) => c.userOutput ?? '').join('')).toBe('');
  });
});

describe('memory a runtime fails to allocate', () => {
  const small = f.problem(A_PLUS_B, { memoryLimitMb: 64 });
  it.each([
    ['Java, one large array', 'Java', 'public class Main { public static void main(String[] a) { long[] x = new long[1 << 28]; System.out.println(x.length); } }'],
    ['Python3, one large list', 'Python3', 'x = [0] * (10 ** 9)\nprint(len(x))\n'],
    ['C++, operator new', 'C++', '#include <vector>\n#include <cstdio>\nint main(){std::vector<long> v(1L << 31);printf("%zu\\n", v.size());}\n'],
  ])('%s is a Memory Limit Exceeded', async (_, language, code) => {
    if (!installed(language)) return;
    const r = await f.judge(language, code, small);
    expect(r.status, JSON.stringify(r.judgeCaseList[0])).toBe(S.MEMORY_LIMIT_EXCEEDED);
  });
});

describe('compiler messages', () => {
  it('over 16 KiB are cut and say so', async () => {
    // one error (compilers stop at the first) quoting a 20 KB line
    const r = await f.judge('C', `int main(){return ${'x'.repeat(20_000)};}\n`, f.problem(A_PLUS_B));
    expect(r.status).toBe(S.COMPILE_ERROR);
    expect(r.errorMessage).toMatch(/\(truncated\)$/);
    expect(Buffer.byteLength(r.errorMessage ?? '')).toBeLessThan(MAX_MESSAGE_BYTES + 100);
  });
});
