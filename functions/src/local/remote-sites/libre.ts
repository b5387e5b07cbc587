/**
 * A fake LibreOJ API (api.loj.ac): the four JSON calls the LibreOJ adapter uses (its module comment lists them), with
 * the same paths, bodies, bearer tokens, error codes and status words, on top of a FakeJudge. LibreOJ statements are
 * Markdown, so the fake's problems hold Markdown where other fakes hold HTML; problems are keyed by display id, and
 * their internal id (what a submit names) is another number, as on the site.
 */
import { Hono, type Context } from 'hono';
import { demoImage } from './demo-image.ts';
import { DEMO_ACCOUNT } from './demo-problems.ts';
import { misbehaviour, type FakeJudge, type FakeOutcome, type FakeProblem, type FakeRun } from './fake-judge.ts';

const LANGUAGES = new Set(['c', 'cpp', 'java', 'python', 'rust', 'go']);

/** LibreOJ has no presentation error verdict; its checkers call that a wrong answer. */
const STATUSES: Record<FakeOutcome, string> = {
  AC: 'Accepted',
  WA: 'WrongAnswer',
  PE: 'WrongAnswer',
  CE: 'CompilationError',
  TLE: 'TimeLimitExceeded',
  MLE: 'MemoryLimitExceeded',
  RE: 'RuntimeError',
  OLE: 'OutputLimitExceeded',
};

const COMPILER_MESSAGE = "/sandbox/1/main.cpp: In function 'int main()':\n/sandbox/1/main.cpp:4:1: error: expected ';' before '}' token\n";
const INTERNAL_ID_OFFSET = 10_000;

export function createLibreFake(judge: FakeJudge): Hono {
  const app = new Hono();
  app.use(misbehaviour(judge));
  // the problem pages and images of loj.ac, where imported problems link (here on the API's host)
  app.get('/images/*', demoImage);
  app.get('/p/images/*', demoImage);
  app.get('/p/:id', (c) => {
    const p = judge.problems.get(c.req.param('id'));
    return p ? c.html(`<!DOCTYPE html><html><head><title>#${p.id}. ${p.title} - LibreOJ</title></head><body><h1>#${p.id}. ${p.title}</h1></body></html>`) : c.notFound();
  });
  const user = (c: Context) => judge.userOf(/^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]);
  const body = async (c: Context) => ((await c.req.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

  app.post('/api/auth/login', async (c) => {
    const { username, password } = await body(c);
    if (!judge.accounts.has(String(username))) return c.json({ error: 'NO_SUCH_USER' });
    const token = judge.login(String(username), String(password));
    return c.json(token ? { token, username } : { error: 'WRONG_PASSWORD' });
  });

  app.post('/api/problem/getProblem', async (c) => {
    const request = await body(c);
    const p = judge.problems.get(String(request.displayId));
    if (!p) return c.json({ error: 'NO_SUCH_PROBLEM' });
    const sections = [
      { sectionTitle: 'Description', type: 'Text', text: p.description },
      { sectionTitle: 'Input', type: 'Text', text: p.input },
      { sectionTitle: 'Output', type: 'Text', text: p.output },
      ...p.examples.map((_, i) => ({ sectionTitle: 'Sample', type: 'Sample', sampleId: i, text: i === 0 ? 'Add the two numbers.' : '' })),
      { sectionTitle: 'Limits and Hints', type: 'Text', text: p.hint },
    ];
    return c.json({
      meta: { id: INTERNAL_ID_OFFSET + Number(p.id), displayId: Number(p.id), type: 'Traditional', isPublic: true, acceptedSubmissionCount: 0, submissionCount: 0 },
      ...(request.localizedContentsOfLocale ? { localizedContentsOfLocale: { locale: 'en_US', title: p.title, contentSections: sections } } : {}),
      ...(request.samples ? { samples: p.examples.map((e) => ({ inputData: e.input, outputData: e.output })) } : {}),
      ...(request.judgeInfo ? { judgeInfo: { timeLimit: p.timeLimitMs, memoryLimit: p.memoryLimitMb, runSamples: true } } : {}),
    });
  });

  app.post('/api/submission/submit', async (c) => {
    const who = user(c);
    if (!who) return c.json({ error: 'PERMISSION_DENIED' });
    const { problemId, content } = await body(c);
    const p = judge.problems.get(String(Number(problemId) - INTERNAL_ID_OFFSET));
    if (!p) return c.json({ error: 'NO_SUCH_PROBLEM' });
    const { language, code } = (content ?? {}) as { language?: string; code?: string };
    if (!language || !LANGUAGES.has(language)) return c.json({ error: 'INVALID_LANGUAGE' }, 400);
    return c.json({ submissionId: judge.submit(who, p.id, language, String(code ?? '')).runId });
  });

  const detail = (run: FakeRun) => {
    const state = judge.read(run);
    const finished = state !== 'queued' && state !== 'judging';
    const status = finished ? STATUSES[state] : 'Pending';
    return {
      meta: {
        id: run.runId,
        isPublic: true,
        codeLanguage: run.language,
        answerSize: run.code.length,
        score: state === 'AC' ? 100 : 0,
        status,
        submitTime: run.submittedAt.toISOString(),
        problemTitle: judge.problems.get(run.problemId)?.title,
        submitter: { username: run.user },
        ...(finished ? { timeUsed: run.timeMs, memoryUsed: run.memoryKb } : {}),
      },
      content: { language: run.language, code: run.code, compileAndRunOptions: {} },
      progress: finished
        ? { progressType: 'Finished', status, score: state === 'AC' ? 100 : 0, compile: { compileTaskHash: 'f00d', success: state !== 'CE', message: state === 'CE' ? COMPILER_MESSAGE : '' } }
        : { progressType: state === 'queued' ? 'Preparing' : 'Running' },
    };
  };
  app.post('/api/submission/getSubmissionDetail', async (c) => {
    const { submissionId } = await body(c);
    const run = judge.runs.find((r) => String(r.runId) === String(submissionId));
    return c.json(run ? detail(run) : { error: 'NO_SUCH_SUBMISSION' });
  });
  return app;
}

const problem = (id: string, title: string, description: string, examples: FakeProblem['examples']): FakeProblem => ({
  id,
  title,
  timeLimitMs: 1000,
  memoryLimitMb: 512,
  description,
  input: 'The first line holds $n$, the second $n$ integers $a_1, a_2, \\ldots, a_n$ ($|a_i| \\le 10^9$).',
  output: 'One integer, the answer.',
  hint: 'For all data, $1 \\le n \\le 10^5$. See also ![the figure](/images/hint.png).',
  examples,
});

/** What `npm start` seeds the fake with: three problems by display id, and the demo account every fake knows. */
export const libreDemoSeed = {
  problems: [
    problem('1', 'A + B Problem', 'Print $\\sum_{i=1}^{n} a_i$.\n\n![sum](/images/sum.png)', [
      { input: '2\n1 2\n', output: '3\n' },
      { input: '3\n4 5 6\n', output: '15\n' },
    ]),
    problem('2', 'Maximum', 'Print $\\max_i a_i$.\n\n<img src="images/max.png" width="200">', [
      { input: '2\n3 8\n', output: '8\n' },
      { input: '1\n-4\n', output: '-4\n' },
    ]),
    problem('3', 'Product', 'Print $a_1 \\times a_2$.\n\n![grid](https://loj.ac/images/grid.png)', [
      { input: '2\n6 7\n', output: '42\n' },
      { input: '2\n9 0\n', output: '0\n' },
    ]),
  ],
  accounts: { [DEMO_ACCOUNT.username]: DEMO_ACCOUNT.password },
};
