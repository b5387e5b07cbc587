/**
 * A fake of SPOJ (www.spoj.com) as remote-judge/sites/spoj.ts reads it: the SPOJ session cookie, the login form
 * (login_user, password), problem pages (`h2#problem-name` "CODE - Title", `div#problem-body` with h3 sections and
 * "Input:"/"Output:" examples in `pre`, `table#problem-meta` limits "1s" and "1536MB"), the submit form (file, lang,
 * problemcode) answering with `newSubmissionId`, the status JSON of /status/ajax=1,ajaxdiff=1 (Sphere Engine's
 * numeric statuses, time in seconds, memory as "2.8M") and the compile message page /error/ID.
 * SPOJ has no Presentation Error or Output Limit Exceeded: it says Wrong Answer and runtime error (SIGXFSZ).
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { demoSeed } from './demo-problems.ts';
import { misbehaviour, type FakeJudge, type FakeOutcome, type FakeProblem } from './fake-judge.ts';
import { escapeHtml } from './html.ts';
import { demoImage } from './demo-image.ts';

/** The languages the demo problems accept, by SPOJ's id (Rust is not among them, as problems may restrict). */
const LANGUAGES: Record<string, string> = { '11': 'C', '1': 'CPP', '44': 'CPP14', '10': 'JAVA', '4': 'PYTHON', '116': 'PYTHON3', '56': 'NODEJS', '114': 'GO' };

const STATUSES: Record<FakeOutcome | 'queued' | 'judging', [number, string]> = {
  queued: [0, 'waiting..'],
  judging: [3, 'running..'],
  AC: [15, 'accepted'],
  WA: [14, 'wrong answer'],
  PE: [14, 'wrong answer'],
  CE: [11, 'compilation error'],
  TLE: [13, 'time limit exceeded'],
  MLE: [17, 'memory limit exceeded'],
  RE: [12, 'runtime error (SIGSEGV)'],
  OLE: [12, 'runtime error (SIGXFSZ)'],
};

export const spojDemoSeed = demoSeed(['ABPROB', 'FENCE1']);

const LOGIN_FORM =
  '<form method="post" action="/login/"><input type="hidden" name="next_raw" value="/"><input name="login_user"><input type="password" name="password"><input type="checkbox" name="autologin" value="1"><button type="submit" name="submit">Log In</button></form>';

function page(c: Context, judge: FakeJudge, title: string, body: string): Response {
  const user = judge.userOf(getCookie(c, 'SPOJ'));
  const nav = user ? `<a href="/users/${user}/">${user}</a> <a href="/logout">sign out</a>` : '<a href="/login/">sign in</a>';
  return c.html(`<!DOCTYPE html><html><head><title>${title}</title></head><body><nav>${nav}</nav><div id="content">${body}</div></body></html>`);
}

function problemPage(p: FakeProblem): string {
  const examples = p.examples.map((e, i) => `<h3>Example${p.examples.length > 1 ? ` ${i + 1}` : ''}</h3><pre><b>Input:</b>\n${escapeHtml(e.input)}\n<b>Output:</b>\n${escapeHtml(e.output)}</pre>`).join('');
  const meta = [
    ['Added by:', 'ojdemo'],
    ['Time limit:', `${p.timeLimitMs / 1000}s`],
    ['Source limit:', '50000B'],
    ['Memory limit:', `${p.memoryLimitMb}MB`],
    ['Cluster:', 'Cube (Intel G860)'],
    ['Languages:', 'All except: RUST'],
  ];
  return (
    `<h2 id="problem-name" class="text-center">${p.id} - ${escapeHtml(p.title)}</h2>` +
    `<div id="problem-body">${p.description}<h3>Input</h3>${p.input}<h3>Output</h3>${p.output}${examples}${p.hint ? `<h3>Explanation</h3>${p.hint}` : ''}</div>` +
    `<table id="problem-meta" class="probleminfo"><tbody>${meta.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('')}</tbody></table>`
  );
}

export function createSpojFake(judge: FakeJudge): Hono {
  const app = new Hono();
  app.use(misbehaviour(judge));
  app.get('/images/*', demoImage);
  const userOf = (c: Context) => judge.userOf(getCookie(c, 'SPOJ'));
  const loginPage = (c: Context, note = '') => page(c, judge, 'Sign in', `${note}${LOGIN_FORM}`);

  app.get('/', (c) => page(c, judge, 'Sphere Online Judge (SPOJ)', '<h1>SPOJ</h1>'));
  app.get('/login/', (c) => loginPage(c));
  app.post('/login/', async (c) => {
    const form = await c.req.parseBody();
    const sid = judge.login(String(form.login_user ?? ''), String(form.password ?? ''));
    if (!sid) return loginPage(c, '<div class="alert alert-danger">Authentication failed! <a href="/forgot/">Forgot your password?</a></div>');
    setCookie(c, 'SPOJ', sid, { path: '/' });
    return c.redirect(String(form.next_raw || '/'), 302);
  });

  app.get('/problems/:code/', (c) => {
    const p = judge.problems.get(c.req.param('code'));
    if (!p) return page(c, judge, 'SPOJ', '<meta http-equiv="refresh" content="3;url=/problems/main/"><h3>Wrong problem code!</h3><p>In a few seconds you will be redirected to the problem list.</p>');
    return page(c, judge, `SPOJ.com - Problem ${p.id}`, problemPage(p));
  });

  app.post('/submit/complete/', async (c) => {
    const user = userOf(c);
    if (!user) return loginPage(c, '<p>You have to be logged in to submit.</p>');
    const form = await c.req.parseBody();
    const code = String(form.problemcode ?? '');
    const language = LANGUAGES[String(form.lang ?? '')];
    if (!judge.problems.has(code)) return page(c, judge, 'SPOJ', '<h3>Wrong problem code!</h3>');
    if (!language) return page(c, judge, 'SPOJ', "<h3>You can't submit in this language for this problem. Try another one!</h3>");
    const run = judge.submit(user, code, language, String(form.file ?? ''));
    return page(c, judge, 'SPOJ', `<h3>Solution submitted!</h3><form><input type="hidden" name="newSubmissionId" value="${run.runId}"/></form>`);
  });

  app.post('/status/ajax=1,ajaxdiff=1', async (c) => {
    const user = userOf(c);
    if (!user) return loginPage(c);
    const ids = String((await c.req.parseBody()).ids ?? '')
      .split(',')
      .map(Number);
    const rows = judge.runs
      .filter((r) => r.user === user && ids.includes(r.runId))
      .map((run) => {
        const state = judge.read(run);
        const [status, words] = STATUSES[state];
        const final = state !== 'queued' && state !== 'judging';
        const measured = final && state !== 'CE';
        const mem = run.memoryKb >= 1024 ? `${(run.memoryKb / 1024).toFixed(1)}M` : `${run.memoryKb}k`;
        return { status_description: `<strong>${words}</strong>`, id: run.runId, status, time: measured ? (run.timeMs / 1000).toFixed(2) : '-', mem: measured ? mem : '-', final: final ? '1' : '0' };
      });
    return c.json(rows);
  });

  app.get('/error/:id', (c) => {
    const user = userOf(c);
    if (!user) return loginPage(c);
    const run = judge.runs.find((r) => r.runId === Number(c.req.param('id')) && r.user === user);
    if (!run) return page(c, judge, 'SPOJ', '<p>No such submission.</p>');
    return page(c, judge, 'SPOJ', `<div align="left"><pre><small>prog.cpp: In function 'int main()':\nprog.cpp:1:26: error: expected ';' before '}' token</small></pre></div>`);
  });

  return app;
}
