/**
 * A fake atcoder.jp: the pages the AtCoder adapter uses (its module comment lists them), with the same paths, form
 * fields, cookies (REVEL_SESSION, and REVEL_FLASH for the login error), CSRF tokens, HTML structure and verdict words,
 * on top of a FakeJudge. Problem ids are task screen names (`abc300_a`), their contest the part before the last `_`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { demoImage } from './demo-image.ts';
import { DEMO_ACCOUNT } from './demo-problems.ts';
import { escapeHtml } from './html.ts';
import { misbehaviour, type FakeJudge, type FakeOutcome, type FakeProblem } from './fake-judge.ts';

const LANGUAGES: Record<string, string> = {
  '5017': 'C (gcc 12.2.0)',
  '5053': 'C++ 17 (gcc 12.2)',
  '5001': 'C++ 20 (gcc 12.2)',
  '5005': 'Java (OpenJDK 17)',
  '5055': 'Python (CPython 3.11.4)',
  '5078': 'Python (PyPy 3.10-v7.3.12)',
  '5009': 'JavaScript (Node.js 18.16.1)',
  '5002': 'Go (go 1.20.6)',
  '5054': 'Rust (rustc 1.70.0)',
};

/** Verdict word, label colour and tooltip as the status cells show them; AtCoder has no presentation error. */
const LABELS: Record<FakeOutcome, [string, string, string]> = {
  AC: ['AC', 'success', 'Accepted'],
  WA: ['WA', 'warning', 'Wrong Answer'],
  PE: ['WA', 'warning', 'Wrong Answer'],
  CE: ['CE', 'warning', 'Compilation Error'],
  TLE: ['TLE', 'warning', 'Time Limit Exceeded'],
  MLE: ['MLE', 'warning', 'Memory Limit Exceeded'],
  RE: ['RE', 'warning', 'Runtime Error'],
  OLE: ['OLE', 'warning', 'Output Limit Exceeded'],
};

const COMPILER_MESSAGE = "Main.cpp: In function 'int main()':\nMain.cpp:4:1: error: expected ';' before '}' token\n    4 | }\n      | ^\n";

const contestOf = (task: string) => task.slice(0, task.lastIndexOf('_'));
const letter = (task: string) => task.slice(task.lastIndexOf('_') + 1).toUpperCase();

function taskHtml(p: FakeProblem): string {
  const part = (heading: string, body: string) => `<div class="part"><section><h3>${heading}</h3>${body}</section></div>`;
  const samples = p.examples
    .map(
      (e, i) =>
        part(
          `Sample Input ${i + 1} <span class="btn btn-default btn-sm btn-copy" tabindex="0" data-toggle="tooltip" data-trigger="manual" title="Copied!" data-target="pre-sample${2 * i}">Copy</span>`,
          `<pre id="pre-sample${2 * i}">${escapeHtml(e.input)}</pre>`,
        ) +
        part(
          `Sample Output ${i + 1} <span class="btn btn-default btn-sm btn-copy" tabindex="0" data-toggle="tooltip" data-trigger="manual" title="Copied!" data-target="pre-sample${2 * i + 1}">Copy</span>`,
          `<pre id="pre-sample${2 * i + 1}">${escapeHtml(e.output)}</pre>${i === 0 ? p.hint : ''}`,
        ),
    )
    .join('\n');
  return `<span class="h2">${letter(p.id)} - ${escapeHtml(p.title)} <a class="btn btn-default btn-sm" href="/contests/${contestOf(p.id)}/tasks/${p.id}/editorial">Editorial</a></span>
<hr/><p>Time Limit: ${p.timeLimitMs / 1000} sec / Memory Limit: ${p.memoryLimitMb} MiB</p>
<div id="task-statement"><span class="lang">
<span class="lang-ja"><p>配点 : <var>100</var> 点</p>${part('問題文', '<p>日本語の問題文です。</p>')}</span>
<span class="lang-en"><p>Score : <var>100</var> points</p>
${part('Problem Statement', p.description)}
${part('Constraints', '<ul><li><var>1 \\leq N \\leq 10^5</var></li><li>All values in the input are integers.</li></ul>')}
<hr/><div class="io-style">${part('Input', p.input)}${part('Output', p.output)}</div><hr/>
${samples}
</span></span></div>`;
}

/** The least time between two submissions of one user (AtCoder enforces a few seconds; tests set it). */
export interface SubmitPace {
  gapMs: number;
}

export function createAtCoderFake(judge: FakeJudge, pace: SubmitPace = { gapMs: 0 }): Hono {
  const app = new Hono();
  app.use(misbehaviour(judge));

  const given = new WeakMap<Request, string>();
  /** REVEL_SESSION: given on the first visit; the CSRF token is bound to it, and a login replaces it. */
  const visitor = (c: Context) => {
    let sid = getCookie(c, 'REVEL_SESSION') ?? given.get(c.req.raw);
    if (!sid) {
      sid = randomBytes(20).toString('hex');
      given.set(c.req.raw, sid);
      setCookie(c, 'REVEL_SESSION', sid, { path: '/', httpOnly: true });
    }
    return { csrf: createHash('sha256').update(`csrf:${sid}`).digest('base64'), user: judge.userOf(sid) };
  };

  const page = (c: Context, title: string, body: string, status: 200 | 404 = 200) => {
    const { csrf, user } = visitor(c);
    const flash = getCookie(c, 'REVEL_FLASH');
    if (flash) deleteCookie(c, 'REVEL_FLASH', { path: '/' });
    return c.html(
      `<!DOCTYPE html><html><head><title>${escapeHtml(title)}</title><script>var userScreenName = "${user ?? ''}"; var csrfToken = "${csrf}";</script></head><body>
<nav class="navbar">${user ? `<a href="/users/${user}">${user}</a> <a href="javascript:form_logout.submit()">Sign Out</a>` : '<a href="/login">Sign In</a>'}</nav>
<div id="main-container">${flash ? `<div class="alert alert-danger alert-dismissible col-sm-12 fade in" role="alert"><button type="button" class="close" data-dismiss="alert">×</button><span class="glyphicon glyphicon-exclamation-sign"></span> ${escapeHtml(decodeURIComponent(flash))}</div>` : ''}${body}</div></body></html>`,
      status,
    );
  };
  const toLogin = (c: Context) => c.redirect(`/login?continue=${encodeURIComponent(c.req.url)}`, 302);

  app.get('/', (c) => page(c, 'AtCoder', '<h1>AtCoder</h1>'));
  app.get('/img/*', demoImage);
  app.get('/home', (c) => page(c, 'AtCoder', '<h1>Home</h1>'));
  app.get('/login', (c) => {
    const { csrf } = visitor(c);
    return page(
      c,
      'Sign In - AtCoder',
      `<form class="form-horizontal" action="" method="POST"><input type="text" class="form-control" id="username" name="username" value=""><input type="password" class="form-control" id="password" name="password"><input type="hidden" name="csrf_token" value="${csrf}"/><button type="submit" class="btn btn-primary" id="submit">Sign In</button></form>`,
    );
  });
  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    if (form.csrf_token !== visitor(c).csrf) return c.text('Forbidden', 403);
    const sid = judge.login(String(form.username), String(form.password));
    if (!sid) {
      setCookie(c, 'REVEL_FLASH', encodeURIComponent('Username or Password is incorrect.'), { path: '/' });
      return c.redirect('/login', 302);
    }
    setCookie(c, 'REVEL_SESSION', sid, { path: '/', httpOnly: true });
    return c.redirect('/home', 302);
  });

  const task = (contest: string, id: string) => {
    const p = judge.problems.get(id);
    return p && contestOf(id) === contest ? p : null;
  };
  app.get('/contests/:contest/tasks/:task', (c) => {
    const p = task(c.req.param('contest'), c.req.param('task'));
    return p ? page(c, `${letter(p.id)} - ${p.title}`, taskHtml(p)) : page(c, '404 Not Found - AtCoder', '<h1>404</h1>', 404);
  });

  const contestExists = (contest: string) => [...judge.problems.keys()].some((id) => contestOf(id) === contest);
  /** The submit form, with the site's notice when it sends the form back (it does so when one submits too often). */
  const submitForm = (c: Context, contest: string, notice = '') => {
    const { csrf } = visitor(c);
    const tasks = [...judge.problems.values()].filter((p) => contestOf(p.id) === contest);
    const selected = c.req.query('taskScreenName');
    return page(
      c,
      'Submit - AtCoder',
      `${notice ? `<div class="alert alert-danger" role="alert">${notice}</div>` : ''}<form class="form-horizontal form-code-submit" action="/contests/${contest}/submit" method="POST">
<select class="form-control" name="data.TaskScreenName">${tasks.map((p) => `<option value="${p.id}"${p.id === selected ? ' selected' : ''}>${letter(p.id)} - ${escapeHtml(p.title)}</option>`).join('')}</select>
<select class="form-control" name="data.LanguageId">${Object.entries(LANGUAGES)
        .map(([id, name]) => `<option value="${id}">${name}</option>`)
        .join('')}</select>
<textarea id="plain-textarea" name="sourceCode"></textarea><input type="hidden" name="csrf_token" value="${csrf}"/><button type="submit" class="btn btn-primary" id="submit">Submit</button></form>`,
    );
  };
  app.get('/contests/:contest/submit', (c) => {
    const contest = c.req.param('contest');
    if (!contestExists(contest)) return page(c, '404 Not Found - AtCoder', '<h1>404</h1>', 404);
    return visitor(c).user ? submitForm(c, contest) : toLogin(c);
  });
  app.post('/contests/:contest/submit', async (c) => {
    const contest = c.req.param('contest');
    const { csrf, user } = visitor(c);
    if (!user) return toLogin(c);
    const form = await c.req.parseBody();
    if (form.csrf_token !== csrf) return c.text('Forbidden', 403);
    const id = String(form['data.TaskScreenName']);
    if (!task(contest, id) || !LANGUAGES[String(form['data.LanguageId'])]) {
      setCookie(c, 'REVEL_FLASH', encodeURIComponent('Invalid task or language.'), { path: '/' });
      return c.redirect(`/contests/${contest}/submit`, 302);
    }
    const last = judge.runs.findLast((run) => run.user === user);
    if (last && Date.now() - last.submittedAt.getTime() < pace.gapMs) return submitForm(c, contest, `Wait for ${Math.ceil(pace.gapMs / 1000)} second to submit again.`);
    judge.submit(user, id, String(form['data.LanguageId']), String(form.sourceCode ?? ''));
    return c.redirect(`/contests/${contest}/submissions/me`, 302);
  });

  app.get('/contests/:contest/submissions/me', (c) => {
    const contest = c.req.param('contest');
    const { user } = visitor(c);
    if (!user) return toLogin(c);
    const only = c.req.query('f.Task');
    const rows = judge.runs
      .filter((run) => run.user === user && contestOf(run.problemId) === contest && (!only || run.problemId === only))
      .reverse()
      .map(
        (run) =>
          `<tr><td class="no-break"><time class="fixtime fixtime-second">${run.submittedAt.toISOString()}</time></td><td><a href="/contests/${contest}/tasks/${run.problemId}">${letter(run.problemId)}</a></td><td><a href="/users/${user}">${user}</a></td><td>${LANGUAGES[run.language]}</td><td class="text-right submission-score" data-id="${run.runId}">0</td><td class="text-right">${run.code.length} Byte</td><td class="text-center" data-id="${run.runId}"><span class="label label-default">WJ</span></td><td class="text-center"><a href="/contests/${contest}/submissions/${run.runId}">Detail</a></td></tr>`,
      )
      .join('');
    return page(c, 'My Submissions - AtCoder', `<div class="table-responsive"><table class="table table-bordered table-striped small th-center"><tbody>${rows}</tbody></table></div>`);
  });

  app.get('/contests/:contest/submissions/me/status/json', (c) => {
    const { user } = visitor(c);
    if (!user) return toLogin(c);
    const result: Record<string, { Html: string; Score: string }> = {};
    for (const sid of c.req.queries('sids[]') ?? []) {
      const run = judge.runs.find((r) => String(r.runId) === sid && r.user === user);
      if (!run) continue;
      const state = judge.read(run);
      if (state === 'queued' || state === 'judging') {
        const word = state === 'queued' ? 'WJ' : '1/3';
        result[sid] = {
          Html: `<td class='text-center waiting-judge' colspan='3' data-id='${sid}'><span class='label label-default' data-toggle='tooltip' data-placement='top' title="Waiting for Judging">${word}</span></td>`,
          Score: '0',
        };
        continue;
      }
      const [word, colour, tip] = LABELS[state];
      const label = `<span class='label label-${colour}' data-toggle='tooltip' data-placement='top' title="${tip}">${word}</span>`;
      result[sid] = {
        Html:
          state === 'CE'
            ? `<td class='text-center' colspan='3'>${label}</td>`
            : `<td class='text-center'>${label}</td><td class='text-right'>${run.timeMs} ms</td><td class='text-right'>${run.memoryKb} KB</td>`,
        Score: state === 'AC' ? '100' : '0',
      };
    }
    return c.json({ Result: result, Interval: 1000 });
  });

  app.get('/contests/:contest/submissions/:id', (c) => {
    const run = judge.runs.find((r) => String(r.runId) === c.req.param('id') && contestOf(r.problemId) === c.req.param('contest'));
    if (!run) return page(c, '404 Not Found - AtCoder', '<h1>404</h1>', 404);
    return page(
      c,
      `Submission #${run.runId} - AtCoder`,
      `<p><span class="h4">Source Code</span></p><pre id="submission-code">${escapeHtml(run.code)}</pre>${run.outcome === 'CE' ? `<h4>Compile Error</h4>\n<pre>${escapeHtml(COMPILER_MESSAGE)}</pre>` : ''}`,
    );
  });
  return app;
}

const task = (id: string, title: string, description: string, examples: FakeProblem['examples']): FakeProblem => ({
  id,
  title,
  timeLimitMs: 2000,
  memoryLimitMb: 1024,
  description,
  input: '<p>The input is given from Standard Input in the following format:</p><pre><var>N</var>\n<var>A_1</var> <var>A_2</var> <var>\\ldots</var> <var>A_N</var>\n</pre>',
  output: '<p>Print the answer.</p>',
  hint: '<p>We have <var>A_1 + A_2 = 3</var>.</p>',
  examples,
});

/** What `npm start` seeds the fake with: three tasks of two contests, and the demo account every fake knows. */
export const atcoderDemoSeed = {
  problems: [
    task(
      'abc300_a',
      'N-choice question',
      '<p>Given <var>N</var> integers <var>A_1, \\ldots, A_N</var>, print <var>\\sum_{i=1}^N A_i</var>.</p><p><img src="/img/other/abc300_a/figure.png" alt="figure"></p>',
      [
        { input: '2\n1 2\n', output: '3\n' },
        { input: '4\n1 1 1 1\n', output: '4\n' },
      ],
    ),
    task('abc300_b', 'Same Map in the RPG World', '<p>Print the largest of <var>A_1, \\ldots, A_N</var>.</p><p><img src="/img/other/abc300_b/map.png"></p>', [
      { input: '3\n5 9 2\n', output: '9\n' },
      { input: '1\n8\n', output: '8\n' },
    ]),
    task('arc150_a', 'Continuous 1', '<p>Print <var>A_1 \\times A_2</var>.</p><p><img src="/img/other/arc150_a/grid.png"></p>', [
      { input: '2\n4 5\n', output: '20\n' },
      { input: '2\n7 0\n', output: '0\n' },
    ]),
  ],
  accounts: { [DEMO_ACCOUNT.username]: DEMO_ACCOUNT.password },
};
