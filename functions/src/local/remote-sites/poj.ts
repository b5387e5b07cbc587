/**
 * A fake of PKU JudgeOnline (poj.org) as remote-judge/sites/poj.ts reads it: the JSESSIONID cookie, the login form
 * (user_id1, password1), problem pages with `p.pst` headings over `div.ptx` parts and `pre.sio` samples, the submit
 * form with the source base64-encoded (`encoded=1`), the status list (`table.a`), a run's own page (/showsource, its
 * owner only) with Result, Memory and Time, and the compile message page.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { demoSeed } from './demo-problems.ts';
import { misbehaviour, type FakeJudge, type FakeOutcome, type FakeProblem, type FakeRun } from './fake-judge.ts';
import { escapeHtml } from './html.ts';
import { demoImage } from './demo-image.ts';

const LANGUAGES = ['G++', 'GCC', 'Java', 'Pascal', 'C++', 'C', 'Fortran'];

const VERDICTS: Record<FakeOutcome | 'queued' | 'judging', string> = {
  queued: 'Waiting',
  judging: 'Running &amp; Judging',
  AC: 'Accepted',
  WA: 'Wrong Answer',
  PE: 'Presentation Error',
  CE: 'Compile Error',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  RE: 'Runtime Error',
  OLE: 'Output Limit Exceeded',
};

export const pojDemoSeed = demoSeed(['1000', '1001']);

const LOGIN_FORM = '<form method=POST action=login><input type=hidden name=url value="/"><input name=user_id1><input type=password name=password1><input type=Submit name=B1 value=login></form>';

function page(c: Context, judge: FakeJudge, title: string, body: string): Response {
  const user = judge.userOf(getCookie(c, 'JSESSIONID'));
  const nav = user ? `<a href=userstatus?user_id=${user}>${user}</a> <a href=logout>Log Out</a>` : `${LOGIN_FORM}`;
  return c.html(`<html><head><title>${title}</title></head><body><div id=nav>${nav}</div>${body}</body></html>`);
}

function part(title: string, content: string): string {
  return `<p class="pst">${title}</p><div class="ptx" lang="en-US">${content}</div>`;
}

function problemPage(p: FakeProblem): string {
  // the site has one sample block
  const sample = p.examples[0] ?? { input: '', output: '' };
  return (
    `<div class="ptt" lang="en-US">${escapeHtml(p.title)}</div>` +
    `<div class="plm"><table align="center"><tr><td><b>Time Limit:</b> ${p.timeLimitMs}MS</td><td width="10px"></td><td><b>Memory Limit:</b> ${p.memoryLimitMb * 1024}K</td></tr>` +
    '<tr><td><b>Total Submissions:</b> 0</td><td width="10px"></td><td><b>Accepted:</b> 0</td></tr></table></div>' +
    part('Description', p.description) +
    part('Input', p.input) +
    part('Output', p.output) +
    `<p class="pst">Sample Input</p><pre class="sio">${escapeHtml(sample.input)}</pre>` +
    `<p class="pst">Sample Output</p><pre class="sio">${escapeHtml(sample.output)}</pre>` +
    (p.hint ? part('Hint', p.hint) : '') +
    part('Source', 'Demo')
  );
}

function verdictCell(run: FakeRun, state: ReturnType<FakeJudge['read']>): string {
  return state === 'CE' ? `<a href=showcompileinfo?solution_id=${run.runId} target=_blank><font color=green>${VERDICTS.CE}</font></a>` : `<font color=blue>${VERDICTS[state]}</font>`;
}

export function createPojFake(judge: FakeJudge): Hono {
  const app = new Hono();
  app.use(misbehaviour(judge));
  app.get('/images/*', demoImage);
  const userOf = (c: Context) => judge.userOf(getCookie(c, 'JSESSIONID'));
  const ownRun = (c: Context, user: string) => judge.runs.find((r) => r.runId === Number(c.req.query('solution_id')) && r.user === user);
  const loginFirst = (c: Context) => page(c, judge, 'Error', '<li>Please login first.</li>');

  app.get('/', (c) => page(c, judge, 'PKU JudgeOnline', '<h2>Welcome To PKU JudgeOnline</h2>'));
  app.post('/login', async (c) => {
    const form = await c.req.parseBody();
    const sid = judge.login(String(form.user_id1 ?? ''), String(form.password1 ?? ''));
    if (!sid) return page(c, judge, 'Error', '<li>Sorry, invalid user ID or password</li>');
    setCookie(c, 'JSESSIONID', sid, { path: '/' });
    return c.redirect(String(form.url || '/'), 302);
  });

  app.get('/problem', (c) => {
    const id = c.req.query('id') ?? '';
    const p = judge.problems.get(id);
    if (!p) return page(c, judge, 'Error', `<li>Can not find problem (ID:${escapeHtml(id)})</li>`);
    return page(c, judge, `${p.id} -- ${escapeHtml(p.title)}`, problemPage(p));
  });

  app.post('/submit', async (c) => {
    const user = userOf(c);
    if (!user) return loginFirst(c);
    const form = await c.req.parseBody();
    const pid = String(form.problem_id ?? '');
    const language = LANGUAGES[Number(form.language)];
    const source = String(form.source ?? '');
    const code = form.encoded === '1' ? Buffer.from(source, 'base64').toString('utf8') : source;
    if (!judge.problems.has(pid)) return page(c, judge, 'Error', `<li>Can not find problem (ID:${escapeHtml(pid)})</li>`);
    if (!language) return page(c, judge, 'Error', '<li>No such language.</li>');
    judge.submit(user, pid, language, code);
    return c.redirect('/status', 302);
  });

  app.get('/status', (c) => {
    const { user_id: user, problem_id: pid, top } = c.req.query();
    const rows = judge.runs
      .filter((r) => (!user || r.user === user) && (!pid || r.problemId === pid) && (!top || r.runId < Number(top)))
      .reverse()
      .slice(0, 20)
      .map((run) => {
        const state = judge.read(run);
        const done = state !== 'queued' && state !== 'judging';
        return (
          `<tr align=center><td>${run.runId}</td><td><a href=userstatus?user_id=${run.user}>${run.user}</a></td><td><a href=problem?id=${run.problemId}>${run.problemId}</a></td>` +
          `<td>${verdictCell(run, state)}</td><td>${done ? `${run.memoryKb}K` : ''}</td><td>${done ? `${run.timeMs}MS` : ''}</td><td>${run.language}</td><td>${run.code.length}B</td><td>${run.submittedAt.toISOString().slice(0, 19).replace('T', ' ')}</td></tr>`
        );
      });
    const head = "<tr class='in'><td width=8%>Run ID</td><td>User</td><td>Problem</td><td>Result</td><td>Memory</td><td>Time</td><td>Language</td><td>Code Length</td><td>Submit Time</td></tr>";
    return page(c, judge, 'Problem Status List', `<table cellspacing=0 cellpadding=0 width=100% border=1 class=a bordercolor=#FFFFFF>${head}${rows.join('')}</table>`);
  });

  app.get('/showsource', (c) => {
    const user = userOf(c);
    if (!user) return loginFirst(c);
    const run = ownRun(c, user);
    if (!run) return page(c, judge, 'Error', '<li>No such source.</li>');
    const state = judge.read(run);
    const done = state !== 'queued' && state !== 'judging';
    return page(
      c,
      judge,
      `Source Code`,
      `<table align=center><tr><td><b>Problem Id:</b> ${run.problemId}</td><td width=10px></td><td><b>User Id:</b> ${run.user}</td></tr>` +
        `<tr><td><b>Memory:</b> ${done ? `${run.memoryKb}K` : 'N/A'}</td><td width=10px></td><td><b>Time:</b> ${done ? `${run.timeMs}MS` : 'N/A'}</td></tr>` +
        `<tr><td><b>Language:</b> ${run.language}</td><td width=10px></td><td><b>Result:</b> ${verdictCell(run, state)}</td></tr></table>` +
        `<pre class="sh_cpp">${escapeHtml(run.code)}</pre>`,
    );
  });

  app.get('/showcompileinfo', (c) => {
    const user = userOf(c);
    if (!user) return loginFirst(c);
    const run = ownRun(c, user);
    if (!run) return page(c, judge, 'Error', '<li>No such source.</li>');
    return page(c, judge, 'Compile Error', `<pre>Main.cpp\nF:\\temp\\${run.runId}\\Main.cpp(1) : error C2065: 'x' : undeclared identifier\n</pre>`);
  });

  return app;
}
