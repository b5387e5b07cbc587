/**
 * A fake codeforces.com: the pages and API calls the Codeforces and Gym adapter uses (its module comment lists them),
 * with the same paths, form fields, cookie (JSESSIONID), CSRF tokens, HTML structure and API verdict words, on top of a
 * FakeJudge. Problem ids are the site's (`1A`; Gym `100001A`). `botCheck.on` answers every page with a Cloudflare
 * challenge, as codeforces.com does to clients it distrusts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { demoImage } from './demo-image.ts';
import { DEMO_ACCOUNT } from './demo-problems.ts';
import { escapeHtml } from './html.ts';
import { misbehaviour, type FakeJudge, type FakeOutcome, type FakeProblem, type FakeRun } from './fake-judge.ts';

const LANGUAGES: Record<string, string> = {
  '43': 'GNU GCC C11 5.1.0',
  '50': 'GNU G++14 6.4.0',
  '54': 'GNU G++17 7.3.0',
  '89': 'GNU G++20 13.2 (64 bit, winlibs)',
  '87': 'Java 21 64bit',
  '31': 'Python 3.8.10',
  '7': 'Python 2.7.18',
  '70': 'PyPy 3.10 (7.3.15, 64bit)',
  '55': 'Node.js 15.8.0 (64bit)',
  '32': 'Go 1.22.2',
  '75': 'Rust 1.75.0 (2021)',
};

/** The API's verdict words; it has no output-limit verdict, so the fake reports one as a runtime error. */
const VERDICTS: Record<FakeOutcome, string> = {
  AC: 'OK',
  WA: 'WRONG_ANSWER',
  CE: 'COMPILATION_ERROR',
  TLE: 'TIME_LIMIT_EXCEEDED',
  MLE: 'MEMORY_LIMIT_EXCEEDED',
  RE: 'RUNTIME_ERROR',
  PE: 'PRESENTATION_ERROR',
  OLE: 'RUNTIME_ERROR',
};

const COMPILER_MESSAGE = "Can't compile file:\nprogram.cpp: In function 'int main()':\nprogram.cpp:4:1: error: expected ';' before '}' token\n";

const isGym = (contest: string) => Number(contest) > 100_000;

/** A problem page as Codeforces renders one (math left as $$$...$$$ for MathJax, sample lines as divs). */
function problemHtml(problem: FakeProblem): string {
  const index = /[A-Z][0-9]?$/.exec(problem.id)?.[0] ?? '';
  const seconds = problem.timeLimitMs / 1000;
  const line = (text: string) =>
    text
      .replace(/\n$/, '')
      .split('\n')
      .map((row, i) => `<div class="test-example-line test-example-line-${i % 2 ? 'odd' : 'even'} test-example-line-0">${escapeHtml(row)}</div>`)
      .join('');
  const samples = problem.examples
    .map((e) => `<div class="input"><div class="title">Input</div><pre>${line(e.input)}</pre></div><div class="output"><div class="title">Output</div><pre>${line(e.output)}</pre></div>`)
    .join('');
  return `<div class="problemindexholder" problemindex="${index}"><div class="ttypography"><div class="problem-statement">
<div class="header"><div class="title">${index}. ${escapeHtml(problem.title)}</div>
<div class="time-limit"><div class="property-title">time limit per test</div>${seconds} second${seconds === 1 ? '' : 's'}</div>
<div class="memory-limit"><div class="property-title">memory limit per test</div>${problem.memoryLimitMb} megabytes</div>
<div class="input-file"><div class="property-title">input</div>standard input</div>
<div class="output-file"><div class="property-title">output</div>standard output</div></div>
<div>${problem.description}</div>
<div class="input-specification"><div class="section-title">Input</div>${problem.input}</div>
<div class="output-specification"><div class="section-title">Output</div>${problem.output}</div>
<div class="sample-tests"><div class="section-title">Examples</div><div class="sample-test">${samples}</div></div>
${problem.hint ? `<div class="note"><div class="section-title">Note</div>${problem.hint}</div>` : ''}
</div></div></div>`;
}

export interface BotCheck {
  on: boolean;
}

export function createCodeforcesFake(judge: FakeJudge, botCheck: BotCheck = { on: false }): Hono {
  const app = new Hono();
  app.use(misbehaviour(judge));
  app.use(async (c, next) => {
    if (!botCheck.on) return next();
    return c.html(
      '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><div class="main-wrapper"><noscript>Enable JavaScript and cookies to continue</noscript></div><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"></script></body></html>',
      403,
    );
  });

  /** The visitor's JSESSIONID (given on the first visit, as the site does) and the CSRF token bound to it. */
  const given = new WeakMap<Request, string>();
  const visitor = (c: Context) => {
    let sid = getCookie(c, 'JSESSIONID') ?? given.get(c.req.raw);
    if (!sid) {
      sid = randomBytes(16).toString('hex').toUpperCase();
      given.set(c.req.raw, sid);
      setCookie(c, 'JSESSIONID', sid, { path: '/', httpOnly: true });
    }
    return { sid, csrf: createHash('sha256').update(`csrf:${sid}`).digest('hex').slice(0, 32), user: judge.userOf(sid) };
  };

  const page = (c: Context, title: string, body: string, status: 200 | 403 = 200) => {
    const { sid, csrf, user } = visitor(c);
    const header = user
      ? `<a href="/profile/${user}">${user}</a> | <a href="/${sid.slice(0, 8).toLowerCase()}/logout">Logout</a>`
      : '<a href="/enter?back=%2F">Enter</a> | <a href="/register">Register</a>';
    return c.html(
      `<!DOCTYPE html><html><head><meta name="X-Csrf-Token" content="${csrf}"/><title>${escapeHtml(title)} - Codeforces</title></head><body>
<div id="header"><div class="lang-chooser"><div style="float:right">${header}</div></div></div>
<div id="pageContent">${body}</div><span class="csrf-token" data-csrf="${csrf}">&nbsp;</span></body></html>`,
      status,
    );
  };

  const loginForm = (c: Context, error = '') => {
    const { csrf } = visitor(c);
    return page(
      c,
      'Login',
      `<form method="post" action="" id="enterForm"><input type="hidden" name="csrf_token" value="${csrf}"/><input type="hidden" name="action" value="enter"/><input type="hidden" name="ftaa" value="${randomBytes(9).toString('hex')}"/><input type="hidden" name="bfaa" value="${randomBytes(16).toString('hex')}"/>
<input name="handleOrEmail" id="handleOrEmail" value=""/><input name="password" type="password" id="password" value=""/>${error ? `<span class="error for__password">${error}</span>` : ''}
<input type="checkbox" name="remember" id="remember"/><input type="submit" class="submit" value="Login"/></form>`,
    );
  };

  app.get('/', (c) => page(c, 'Codeforces', '<div class="topic">Welcome</div>'));
  app.get('/predownloaded/*', demoImage);
  app.get('/problemset', (c) => page(c, 'Problemset', '<table class="problems"></table>'));
  app.get('/gym', (c) => page(c, 'Gym', '<table class="datatable"></table>'));
  app.get('/enter', (c) => loginForm(c));
  app.post('/enter', async (c) => {
    const form = await c.req.parseBody();
    const { csrf } = visitor(c);
    if (form.csrf_token !== csrf) return page(c, 'Login', '<div class="error">Invalid CSRF token</div>', 403);
    const user = judge.accounts.has(String(form.handleOrEmail)) ? String(form.handleOrEmail) : '';
    const sid = judge.login(user, String(form.password));
    if (!sid) return loginForm(c, 'Invalid handle/email or password');
    setCookie(c, 'JSESSIONID', sid, { path: '/', httpOnly: true });
    return c.redirect('/', 302);
  });

  const problem = (contest: string, index: string) => judge.problems.get(`${contest}${index}`);
  app.get('/problemset/problem/:contest/:index', (c) => {
    const p = !isGym(c.req.param('contest')) && problem(c.req.param('contest'), c.req.param('index'));
    return p ? page(c, p.title, problemHtml(p)) : c.redirect('/problemset', 302);
  });
  app.get('/gym/:contest/problem/:index', (c) => {
    const p = isGym(c.req.param('contest')) && problem(c.req.param('contest'), c.req.param('index'));
    return p ? page(c, p.title, problemHtml(p)) : c.redirect('/gym', 302);
  });

  const submitForm = (c: Context, contest: string | null, error = '') => {
    const { csrf } = visitor(c);
    const options = Object.entries(LANGUAGES)
      .map(([id, name]) => `<option value="${id}">${name}</option>`)
      .join('');
    const problemField = contest
      ? `<input type="hidden" name="contestId" value="${contest}"/><select name="submittedProblemIndex">${[...judge.problems.keys()]
          .filter((id) => id.startsWith(contest))
          .map((id) => `<option value="${id.slice(contest.length)}">${id.slice(contest.length)}</option>`)
          .join('')}</select>`
      : '<input name="submittedProblemCode" value=""/>';
    const field = error.startsWith('You have submitted') ? 'source' : error.includes('language') ? 'programTypeId' : contest ? 'submittedProblemIndex' : 'submittedProblemCode';
    return page(
      c,
      'Submit',
      `<form class="submit-form" method="post" action="?csrf_token=${csrf}" enctype="multipart/form-data"><input type="hidden" name="csrf_token" value="${csrf}"/><input type="hidden" name="ftaa" value=""/><input type="hidden" name="bfaa" value=""/><input type="hidden" name="action" value="submitSolutionFormSubmitted"/>
${problemField}<select name="programTypeId">${options}</select><textarea id="sourceCodeTextarea" name="source"></textarea><input name="tabSize" type="hidden" value="4"/><input type="file" name="sourceFile"/>
${error ? `<span class="error for__${field}">${escapeHtml(error)}</span>` : ''}<input class="submit" type="submit" value="Submit"/></form>`,
    );
  };

  const submit = async (c: Context, contest: string | null) => {
    const { csrf, user } = visitor(c);
    if (!user) return c.redirect(`/enter?back=${encodeURIComponent(c.req.path)}`, 302);
    const form = await c.req.parseBody();
    if (c.req.query('csrf_token') !== csrf || form.csrf_token !== csrf) return page(c, 'Submit', '<div class="error">Invalid CSRF token</div>', 403);
    const problemId = contest ? `${contest}${String(form.submittedProblemIndex)}` : String(form.submittedProblemCode).toUpperCase();
    const source = String(form.source ?? '');
    if (!judge.problems.has(problemId) || isGym(/^\d+/.exec(problemId)?.[0] ?? '') !== !!contest) return submitForm(c, contest, 'No such problem');
    if (!LANGUAGES[String(form.programTypeId)]) return submitForm(c, contest, 'Choose valid language');
    if (judge.runs.some((run) => run.user === user && run.code === source)) return submitForm(c, contest, 'You have submitted exactly the same code before');
    judge.submit(user, problemId, String(form.programTypeId), source);
    return c.redirect(contest ? `/gym/${contest}/my` : '/problemset/status?my=on', 302);
  };
  const formFor = (c: Context, contest: string | null) => (visitor(c).user ? submitForm(c, contest) : c.redirect(`/enter?back=${encodeURIComponent(c.req.path)}`, 302));

  app.get('/problemset/submit', (c) => formFor(c, null));
  app.post('/problemset/submit', (c) => submit(c, null));
  app.get('/gym/:contest/submit', (c) => formFor(c, c.req.param('contest')));
  app.post('/gym/:contest/submit', (c) => submit(c, c.req.param('contest')));
  app.get('/problemset/status', (c) => page(c, 'Status', '<div class="datatable"></div>'));
  app.get('/gym/:contest/my', (c) => page(c, 'My submissions', '<div class="datatable"></div>'));

  const apiRun = (run: FakeRun) => {
    const state = judge.read(run);
    const [, contest, index] = /^(\d+)(.+)$/.exec(run.problemId) ?? [];
    return {
      id: run.runId,
      contestId: Number(contest),
      creationTimeSeconds: Math.floor(run.submittedAt.getTime() / 1000),
      relativeTimeSeconds: 2147483647,
      problem: { contestId: Number(contest), index, name: judge.problems.get(run.problemId)?.title, type: 'PROGRAMMING', tags: [] },
      author: { contestId: Number(contest), members: [{ handle: run.user }], participantType: 'PRACTICE', ghost: false, startTimeSeconds: 0 },
      programmingLanguage: LANGUAGES[run.language],
      // no verdict while in the queue
      ...(state === 'queued' ? {} : { verdict: state === 'judging' ? 'TESTING' : VERDICTS[state] }),
      testset: 'TESTS',
      passedTestCount: 0,
      timeConsumedMillis: state === 'queued' || state === 'judging' ? 0 : run.timeMs,
      memoryConsumedBytes: state === 'queued' || state === 'judging' ? 0 : run.memoryKb * 1024,
    };
  };
  app.get('/api/user.status', (c) => {
    const handle = c.req.query('handle') ?? '';
    if (!judge.accounts.has(handle)) return c.json({ status: 'FAILED', comment: `handle: User with handle ${handle} not found` }, 400);
    const from = Math.max(1, Number(c.req.query('from') ?? 1));
    const count = Math.min(10_000, Number(c.req.query('count') ?? 10_000));
    const mine = judge.runs.filter((run) => run.user === handle).reverse();
    return c.json({ status: 'OK', result: mine.slice(from - 1, from - 1 + count).map(apiRun) });
  });

  app.post('/data/submitSource', async (c) => {
    const { csrf, user } = visitor(c);
    if (!user) return c.redirect('/enter', 302);
    const form = await c.req.parseBody();
    if (form.csrf_token !== csrf) return c.text('Invalid CSRF token', 403);
    const run = judge.runs.find((r) => String(r.runId) === form.submissionId && r.user === user);
    if (!run) return c.json({});
    return c.json({ source: run.code, 'checkerStdoutAndStderr#1': run.outcome === 'CE' ? COMPILER_MESSAGE : '', compilationError: String(run.outcome === 'CE') });
  });
  return app;
}

const problem = (id: string, title: string, description: string, examples: FakeProblem['examples']): FakeProblem => ({
  id,
  title,
  timeLimitMs: 2000,
  memoryLimitMb: 256,
  description,
  input: '<p>The first line contains an integer $$$n$$$ ($$$1 \\le n \\le 10^5$$$), the second $$$n$$$ integers $$$a_1, a_2, \\ldots, a_n$$$.</p>',
  output: '<p>Print one integer: the answer.</p>',
  hint: '<p>In the first example $$$a_1 + a_2 = 3$$$.</p>',
  examples,
});

/** What `npm start` seeds the fake with: two problemset problems and a Gym one, and the demo account every fake knows. */
export const codeforcesDemoSeed = {
  problems: [
    problem(
      '1A',
      'Sum of Pairs',
      '<p>Given $$$n$$$ numbers, print $$$\\sum_{i=1}^{n} a_i$$$.</p><center><img class="tex-graphics" src="/predownloaded/3f/1a/sum.png" style="max-width: 100.0%;"/></center>',
      [
        { input: '2\n1 2\n', output: '3\n' },
        { input: '3\n1 1 1\n', output: '3\n' },
      ],
    ),
    problem('1850B', 'Largest Element', '<p>Print the largest of $$$a_1, \\ldots, a_n$$$.</p><p><img src="/predownloaded/aa/bb/max.png"/></p>$$$$$$\\max_{i} a_i$$$$$$', [
      { input: '2\n1 2\n', output: '2\n' },
      { input: '1\n7\n', output: '7\n' },
    ]),
    problem('100001A', 'Gym Warm-up', '<p>A Gym problem: print $$$a_1 \\cdot a_2$$$.</p><img src="/predownloaded/10/00/figure.png"/>', [
      { input: '2\n2 3\n', output: '6\n' },
      { input: '2\n0 5\n', output: '0\n' },
    ]),
  ],
  accounts: { [DEMO_ACCOUNT.username]: DEMO_ACCOUNT.password },
};
