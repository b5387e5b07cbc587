/**
 * HDU Online Judge (acm.hdu.edu.cn). Pages are GB2312/GBK (SiteHttp decodes them by their meta tag). What this relies on:
 * - problem: GET /showproblem.php?pid=N; title in the `h1`; "Time Limit: J/O MS (Java/Others)" and
 *   "Memory Limit: J/O K" (we take the Others values, the ones for C and C++); parts in `div.panel_title` +
 *   `div.panel_content` pairs; the samples inside `pre > div`, the hint inside Sample Output's pre, titled `<i>Hint</i>`.
 *   An unknown id answers a "System Message" page saying "No such problem".
 * - login: POST /userloginex.php?action=login (username, userpass, login); the PHPSESSID cookie; a logged-in page links
 *   to `userloginex.php?action=logout`, a refused one says "No such user or wrong password".
 * - submit: POST /submit.php?action=submit (check=0, problemid, language, `_usercode` = base64 of the URI-encoded
 *   source, as the page's own script sends it); logged out it redirects to the login page. No run id comes back: the
 *   account's status list (GET /status.php?user=&pid=) before and after gives it. HDU refuses a copy of the same code
 *   sent before, so the source gets a nonce comment (../unique-source.ts).
 * - result: GET /status.php?first=RUN&user= lists from that run down (`table.table_text`: run id, time, verdict,
 *   problem, "15MS", "1024K", ...); a Compilation Error's message is at /viewerror.php?rid=RUN (`pre`), own runs only.
 */
import { JudgeStatus } from '@oj/shared';
import type { HTMLElement } from 'node-html-parser';
import { RemoteSiteError, type RemoteProblem, type RemoteResult, type RemoteSite, type SiteCall, type Submitted } from '../site.ts';
import { SiteHttp, type SiteReply } from '../site-http.ts';
import { asAccount, LOGGED_OUT } from '../site-login.ts';
import { need, numberIn, parsePage } from '../site-page.ts';
import { submitForRun, verdictOf, type SiteVerdict } from '../site-runs.ts';
import { statementMarkdown } from '../statement.ts';
import { uniqueSource } from '../unique-source.ts';

const LANGUAGES: Readonly<Record<string, string>> = { C: '1', 'C++': '0', Java: '5' };

const VERDICTS: Record<string, SiteVerdict> = {
  Queuing: 'waiting',
  Compiling: 'waiting',
  Running: 'waiting',
  Accepted: JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Compilation Error': JudgeStatus.COMPILE_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  // our judge reports too much output as a Runtime Error too (shared/reference/judging.md)
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
};

interface StatusRow {
  runId: string;
  verdict: string;
  timeMs: number;
  memoryKb: number;
}

function statusRows(reply: SiteReply): StatusRow[] {
  const table = need('HDU', parsePage(reply.text).querySelector('table.table_text'), 'status table');
  return table
    .querySelectorAll('tr')
    .map((tr) => tr.querySelectorAll('td'))
    .filter((cells) => cells.length >= 6 && /^\d+$/.test(cells[0]!.text.trim()))
    .map((cells) => ({
      runId: cells[0]!.text.trim(),
      verdict: cells[2]!.text,
      timeMs: numberIn(cells[4]!.text),
      memoryKb: numberIn(cells[5]!.text),
    }));
}

function panels(root: HTMLElement): Map<string, HTMLElement> {
  const byTitle = new Map<string, HTMLElement>();
  for (const title of root.querySelectorAll('div.panel_title')) {
    const content = title.nextElementSibling;
    if (content) byTitle.set(title.text.trim(), content);
  }
  return byTitle;
}

export function createHduSite(baseUrl: string): RemoteSite {
  function fail(failure: 'garbage' | 'not-found' | 'refused' | 'login-failed', message: string): never {
    throw new RemoteSiteError('HDU', failure, message);
  }
  const open = (session: string | null) => new SiteHttp({ site: 'HDU', baseUrl, session });
  const loggedIn = (reply: SiteReply) => reply.text.includes('userloginex.php?action=logout');
  const loginPage = (reply: SiteReply) => new URL(reply.url).pathname === '/userloginex.php';

  async function login(http: SiteHttp, call: SiteCall): Promise<void> {
    http.reset();
    const reply = await http.postForm('/userloginex.php?action=login', { username: call.account.username, userpass: call.account.password, login: 'Sign In' });
    if (loggedIn(reply)) return;
    if (reply.text.includes('wrong password')) fail('login-failed', `the site refused the password of ${call.account.username}`);
    fail('garbage', 'the login answered a page we do not know');
  }

  async function runsOf(http: SiteHttp, username: string, remoteId: string): Promise<string[]> {
    return statusRows(await http.get('/status.php', { first: '', pid: remoteId, user: username })).map((r) => r.runId);
  }

  async function fetchProblem(remoteId: string): Promise<RemoteProblem> {
    if (!/^\d+$/.test(remoteId)) fail('not-found', `no problem ${remoteId}: HDU ids are numbers`);
    const url = new URL(`/showproblem.php?pid=${remoteId}`, baseUrl).href;
    const reply = await open(null).get('/showproblem.php', { pid: remoteId });
    const root = parsePage(reply.text);
    const title = root.querySelector('h1')?.text.trim();
    if (!title && reply.text.includes('No such problem')) fail('not-found', `no problem ${remoteId}`);
    const limits = root.text;
    const parts = panels(root);
    const markdown = (name: string) => statementMarkdown(parts.get(name)?.innerHTML ?? '', url);
    const sample = (name: string) => parts.get(name)?.querySelector('pre > div')?.text;
    const hint = parts
      .get('Sample Output')
      ?.querySelectorAll('pre > div')
      .find((d) => d.querySelector('i')?.text.trim() === 'Hint');
    hint?.querySelector('i')?.parentNode?.remove();
    const input = sample('Sample Input');
    const output = sample('Sample Output');
    return {
      remoteId,
      title: need('HDU', title, 'title'),
      timeLimitMs: need('HDU', numberIn(/Time Limit:\s*\d+\/(\d+)\s*MS/.exec(limits)?.[1]), 'time limit'),
      memoryLimitMb: Math.floor(need('HDU', numberIn(/Memory Limit:\s*\d+\/(\d+)\s*K/.exec(limits)?.[1]), 'memory limit') / 1024),
      description: need('HDU', parts.has('Problem Description') ? markdown('Problem Description') : null, 'description'),
      input: markdown('Input'),
      output: markdown('Output'),
      hint: hint ? statementMarkdown(hint.innerHTML, url) : '',
      examples: input !== undefined && output !== undefined ? [{ input, output }] : [],
      url,
    };
  }

  async function submit(call: SiteCall, problem: { remoteId: string; language: string; code: string }): Promise<Submitted> {
    const language = LANGUAGES[problem.language];
    if (!language) fail('refused', `HDU has no ${problem.language}`);
    const http = open(call.session);
    const usercode = Buffer.from(encodeURIComponent(uniqueSource(problem.code, problem.language))).toString('base64');
    const runId = await asAccount('HDU', call.session !== null, () => login(http, call))(() =>
      submitForRun(
        'HDU',
        () => runsOf(http, call.account.username, problem.remoteId),
        async () => {
          const reply = await http.postForm('/submit.php?action=submit', { check: '0', problemid: problem.remoteId, language, _usercode: usercode });
          // a refusal is a "System Message" page: its words are the last of the page
          return loginPage(reply) ? LOGGED_OUT : parsePage(reply.text).text.trim().slice(-160);
        },
        'No such problem',
      ),
    );
    return { runId, session: http.session() };
  }

  async function poll(call: SiteCall, runId: string): Promise<RemoteResult> {
    const http = open(call.session);
    const row = statusRows(await http.get('/status.php', { first: runId, user: call.account.username })).find((r) => r.runId === runId);
    if (!row) return fail('garbage', `run ${runId} is not in the account's status list`);
    const verdict = verdictOf('HDU', VERDICTS, row.verdict);
    if (verdict === 'waiting') return { state: 'waiting', session: http.session() };
    const message =
      verdict === JudgeStatus.COMPILE_ERROR
        ? await asAccount('HDU', call.session !== null, () => login(http, call))(async () => {
            const reply = await http.get('/viewerror.php', { rid: runId });
            return loginPage(reply) ? LOGGED_OUT : need('HDU', parsePage(reply.text).querySelector('pre')?.text, 'compiler message');
          })
        : row.verdict.replace(/\s+/g, ' ').trim();
    return {
      state: 'done',
      session: http.session(),
      status: verdict,
      timeMs: need('HDU', row.timeMs, 'run time'),
      memoryKb: need('HDU', row.memoryKb, 'run memory'),
      message,
    };
  }

  return { key: 'HDU', languages: LANGUAGES, fetchProblem, submit, poll };
}
