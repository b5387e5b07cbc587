/**
 * A fake of HDU Online Judge (acm.hdu.edu.cn) as remote-judge/sites/hdu.ts reads it: PHP pages in GB2312/GBK (declared
 * only by a meta tag), the PHPSESSID cookie, the login form (username, userpass), the submit form whose `_usercode`
 * is base64 of the URI-encoded source, the public status list (table.table_text) and the compile message page. Like
 * the real site it refuses a copy of the same user's earlier code for a problem.
 */
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { demoSeed } from './demo-problems.ts';
import { misbehaviour, type FakeJudge, type FakeOutcome, type FakeProblem, type FakeRun } from './fake-judge.ts';
import { encodeGbk } from './gbk.ts';
import { escapeHtml } from './html.ts';
import { demoImage } from './demo-image.ts';

const LANGUAGES = ['G++', 'GCC', 'C++', 'C', 'Pascal', 'Java', 'C#'];

const VERDICTS: Record<FakeOutcome | 'queued' | 'judging', string> = {
  queued: 'Queuing',
  judging: 'Running',
  AC: 'Accepted',
  WA: 'Wrong Answer',
  PE: 'Presentation Error',
  CE: 'Compilation Error',
  TLE: 'Time Limit Exceeded',
  MLE: 'Memory Limit Exceeded',
  RE: 'Runtime Error<br>(ACCESS_VIOLATION)',
  OLE: 'Output Limit Exceeded',
};

export const hduDemoSeed = demoSeed(['1000', '1001']);

const LOGIN_FORM = '<form action="/userloginex.php?action=login" method="post"><input name="username"><input type="password" name="userpass"><input type="submit" name="login" value="Sign In"></form>';

function page(c: Context, judge: FakeJudge, title: string, body: string, status: 200 | 404 = 200): Response {
  const user = judge.userOf(getCookie(c, 'PHPSESSID'));
  const nav = user ? `<a href="/userstatus.php?user=${user}">${user}</a> <a href="/userloginex.php?action=logout">Sign Out</a>` : '<a href="/userloginex.php">Sign In</a>';
  const text = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"><title>${title}</title></head><body><div class="nav">${nav}</div>${body}</body></html>`;
  return c.body(encodeGbk(text), status, { 'content-type': 'text/html' });
}

function panel(title: string, content: string): string {
  return `<div class=panel_title align=left>${title}</div> <div class=panel_content>${content}</div><div class=panel_bottom>&nbsp;</div>`;
}

function problemPage(p: FakeProblem): string {
  // the site has one sample block; Java and others get twice the C/C++ limits
  const sample = p.examples[0] ?? { input: '', output: '' };
  const hint = p.hint
    ? `<div style='font-family:Times New Roman;font-size:14px;background-color:F4FBFF;border:#B7CBFF 1px dashed;padding:6px'><div style='font-family:Arial;font-weight:bold;color:#7CA9ED;border-bottom:#B7CBFF 1px dashed'><i>Hint</i></div>${p.hint}</div>`
    : '';
  const mono = (text: string) => `<pre><div style="font-family:Courier New,Courier,monospace;">${escapeHtml(text)}</div>`;
  return (
    `<table width=98% align=center><tr><td align=center><h1 style='color:#1A5CC8'>${escapeHtml(p.title)}</h1>` +
    `<font><b><span style='font-family:Arial;font-size:12px;font-weight:bold;color:green'>Time Limit: ${p.timeLimitMs * 2}/${p.timeLimitMs} MS (Java/Others)&nbsp;&nbsp;&nbsp;&nbsp;Memory Limit: ${p.memoryLimitMb * 2048}/${p.memoryLimitMb * 1024} K (Java/Others)<br>Total Submission(s): 0&nbsp;&nbsp;&nbsp;&nbsp;Accepted Submission(s): 0<br></span></b></font>` +
    panel('Problem Description', p.description) +
    panel('Input', p.input) +
    panel('Output', p.output) +
    panel('Sample Input', `${mono(sample.input)}</pre>`) +
    panel('Sample Output', `${mono(sample.output)}${hint}</pre>`) +
    '</td></tr></table>'
  );
}

function statusRow(judge: FakeJudge, run: FakeRun): string {
  const state = judge.read(run);
  const done = state !== 'queued' && state !== 'judging';
  const verdict = state === 'CE' ? `<a href="/viewerror.php?rid=${run.runId}">${VERDICTS.CE}</a>` : VERDICTS[state];
  const when = run.submittedAt.toISOString().slice(0, 19).replace('T', ' ');
  return (
    `<tr align=center ><td height=22px>${run.runId}</td><td>${when}</td><td><font color=red>${verdict}</font></td>` +
    `<td><a href="/showproblem.php?pid=${run.problemId}">${run.problemId}</a></td><td>${done ? run.timeMs : 0}MS</td><td>${done ? run.memoryKb : 0}K</td>` +
    `<td><a href="/viewcode.php?rid=${run.runId}">${run.code.length}B</a></td><td>${run.language}</td><td class=fixedsize><a href="/userstatus.php?user=${run.user}">${run.user}</a></td></tr>`
  );
}

/** PHP's urldecode of what the page's script sent: base64 of encodeURIComponent(code). */
function decodeUsercode(field: string): string {
  return decodeURIComponent(Buffer.from(field, 'base64').toString('latin1').replace(/\+/g, ' '));
}

export function createHduFake(judge: FakeJudge): Hono {
  const app = new Hono();
  app.use(misbehaviour(judge));
  app.get('/images/*', demoImage);

  app.get('/', (c) => page(c, judge, 'HDU Online Judge System', '<h2>Welcome to HDU Online Judge System</h2>'));
  app.get('/userloginex.php', (c) => page(c, judge, 'User Login', LOGIN_FORM));
  app.post('/userloginex.php', async (c) => {
    const form = await c.req.parseBody();
    const sid = judge.login(String(form.username ?? ''), String(form.userpass ?? ''));
    if (!sid) return page(c, judge, 'User Login', `<p>No such user or wrong password.</p>${LOGIN_FORM}`);
    setCookie(c, 'PHPSESSID', sid, { path: '/' });
    return c.redirect('/', 302);
  });

  app.get('/showproblem.php', (c) => {
    const p = judge.problems.get(c.req.query('pid') ?? '');
    if (!p) return page(c, judge, 'System Message', `<div>No such problem - <strong>Problem ${escapeHtml(c.req.query('pid') ?? '')}</strong>.</div>`);
    return page(c, judge, `Problem - ${p.id}`, problemPage(p));
  });

  app.post('/submit.php', async (c) => {
    const user = judge.userOf(getCookie(c, 'PHPSESSID'));
    if (!user) return c.redirect('/userloginex.php', 302);
    const form = await c.req.parseBody();
    const pid = String(form.problemid ?? '');
    const language = LANGUAGES[Number(form.language)];
    const code = decodeUsercode(String(form._usercode ?? ''));
    if (!judge.problems.has(pid)) return page(c, judge, 'System Message', '<div>No such problem.</div>');
    if (!language) return page(c, judge, 'System Message', '<div>Invalid language.</div>');
    if (judge.runs.some((r) => r.user === user && r.problemId === pid && r.code === code)) {
      return page(c, judge, 'System Message', "<div>Please don't re-submit the same code.</div>");
    }
    judge.submit(user, pid, language, code);
    return c.redirect(`/status.php?user=${user}&pid=${pid}`, 302);
  });

  app.get('/status.php', (c) => {
    const { user, pid, first } = c.req.query();
    const rows = judge.runs
      .filter((r) => (!user || r.user === user) && (!pid || r.problemId === pid) && (!first || r.runId <= Number(first)))
      .reverse()
      .slice(0, 15)
      .map((r) => statusRow(judge, r));
    const head = '<tr class=table_header><th>Run ID</th><th>Submit Time</th><th>Judge Status</th><th>Pro.ID</th><th>Exe.Time</th><th>Exe.Memory</th><th>Code Len.</th><th>Language</th><th>Author</th></tr>';
    return page(c, judge, 'Realtime Status', `<div id=fixed_table><table width=100% border=0 align=center cellspacing=2 class='table_text'>${head}${rows.join('')}</table></div>`);
  });

  app.get('/viewerror.php', (c) => {
    const user = judge.userOf(getCookie(c, 'PHPSESSID'));
    if (!user) return c.redirect('/userloginex.php', 302);
    const run = judge.runs.find((r) => r.runId === Number(c.req.query('rid')) && r.user === user);
    if (!run) return page(c, judge, 'System Message', '<div>No such error message.</div>');
    const message = `0_0_${run.runId}_1.cpp\n0_0_${run.runId}_1.cpp(3) : error C2143: syntax error : missing ';' before '}'`;
    return page(c, judge, 'Compilation Error', `<pre>${escapeHtml(message)}</pre>`);
  });

  return app;
}
