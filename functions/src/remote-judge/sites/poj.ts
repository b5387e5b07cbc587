/**
 * PKU JudgeOnline (poj.org). What this relies on:
 * - problem: GET /problem?id=N; title in `div.ptt`; "<b>Time Limit:</b> 1000MS" and "<b>Memory Limit:</b> 65536K";
 *   parts under `p.pst` headings (Description, Input, Output, Hint: `div.ptx`; Sample Input/Output: `pre.sio`, one
 *   pair). An unknown id answers "Can not find problem".
 * - login: POST /login (user_id1, password1, B1=login, url); the JSESSIONID cookie. A page shows a "Log Out" link to
 *   a logged-in visitor and the login form (password1) to anyone else.
 * - submit: POST /submit (problem_id, language, source = base64 of the UTF-8 code, encoded=1, submit); logged out it
 *   answers "Please login first" with the login form. No run id comes back: the account's status list
 *   (GET /status?user_id=&problem_id=, `table.a`, run id in the first cell) before and after gives it.
 * - result: GET /showsource?solution_id=RUN (its owner only) with "<b>Result:</b>", "<b>Memory:</b> 164K" and
 *   "<b>Time:</b> 0MS"; a Compile Error's message at /showcompileinfo?solution_id=RUN (`pre`).
 */
import { JudgeStatus } from '@oj/shared';
import type { HTMLElement } from 'node-html-parser';
import { RemoteSiteError, type RemoteProblem, type RemoteResult, type RemoteSite, type SiteCall, type Submitted } from '../site.ts';
import { SiteHttp, type SiteReply } from '../site-http.ts';
import { asAccount, LOGGED_OUT } from '../site-login.ts';
import { need, numberIn, parsePage } from '../site-page.ts';
import { submitForRun, verdictOf, type SiteVerdict } from '../site-runs.ts';
import { statementMarkdown } from '../statement.ts';

const LANGUAGES: Readonly<Record<string, string>> = { C: '1', 'C++': '0', Java: '2' };

const VERDICTS: Record<string, SiteVerdict> = {
  Waiting: 'waiting',
  Compiling: 'waiting',
  'Running & Judging': 'waiting',
  Accepted: JudgeStatus.ACCEPTED,
  'Wrong Answer': JudgeStatus.WRONG_ANSWER,
  'Presentation Error': JudgeStatus.PRESENTATION_ERROR,
  'Compile Error': JudgeStatus.COMPILE_ERROR,
  'Time Limit Exceeded': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'Memory Limit Exceeded': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'Runtime Error': JudgeStatus.RUNTIME_ERROR,
  // our judge reports too much output as a Runtime Error too (shared/reference/judging.md)
  'Output Limit Exceeded': JudgeStatus.RUNTIME_ERROR,
  'System Error': JudgeStatus.SYSTEM_ERROR,
};

/** The "<b>Label:</b> value" cells of a POJ info table, by label. */
function labelled(root: HTMLElement): Map<string, string> {
  const cells = new Map<string, string>();
  for (const td of root.querySelectorAll('td')) {
    const m = /^\s*([A-Za-z ]+):\s*([\s\S]*)$/.exec(td.text);
    if (td.querySelector('b') && m) cells.set(m[1]!.trim(), m[2]!.trim());
  }
  return cells;
}

export function createPojSite(baseUrl: string): RemoteSite {
  function fail(failure: 'garbage' | 'not-found' | 'refused' | 'login-failed', message: string): never {
    throw new RemoteSiteError('POJ', failure, message);
  }
  const open = (session: string | null) => new SiteHttp({ site: 'POJ', baseUrl, session });
  const loggedIn = (reply: SiteReply) => />\s*Log Out\s*</.test(reply.text);
  const loggedOut = (reply: SiteReply) => !loggedIn(reply) && /name=["']?password1/.test(reply.text);

  async function login(http: SiteHttp, call: SiteCall): Promise<void> {
    http.reset();
    const reply = await http.postForm('/login', { user_id1: call.account.username, password1: call.account.password, B1: 'login', url: '/' });
    if (loggedIn(reply)) return;
    if (loggedOut(reply)) fail('login-failed', `the site refused the password of ${call.account.username}`);
    fail('garbage', 'the login answered a page we do not know');
  }

  async function runsOf(http: SiteHttp, username: string, remoteId: string): Promise<string[]> {
    const table = need('POJ', parsePage((await http.get('/status', { problem_id: remoteId, user_id: username, result: '', language: '' })).text).querySelector('table.a'), 'status table');
    return table.querySelectorAll('tr').map((tr) => tr.querySelector('td')?.text.trim() ?? '');
  }

  async function fetchProblem(remoteId: string): Promise<RemoteProblem> {
    if (!/^\d+$/.test(remoteId)) fail('not-found', `no problem ${remoteId}: POJ ids are numbers`);
    const url = new URL(`/problem?id=${remoteId}`, baseUrl).href;
    const reply = await open(null).get('/problem', { id: remoteId });
    const root = parsePage(reply.text);
    const title = root.querySelector('div.ptt')?.text.trim();
    if (!title && reply.text.includes('Can not find problem')) fail('not-found', `no problem ${remoteId}`);
    const parts = new Map(root.querySelectorAll('p.pst').map((p) => [p.text.trim(), p.nextElementSibling] as const));
    const markdown = (name: string) => statementMarkdown(parts.get(name)?.innerHTML ?? '', url);
    const limits = labelled(need('POJ', root.querySelector('div.plm'), 'limits'));
    const input = parts.get('Sample Input')?.text;
    const output = parts.get('Sample Output')?.text;
    return {
      remoteId,
      title: need('POJ', title, 'title'),
      timeLimitMs: need('POJ', numberIn(limits.get('Time Limit')), 'time limit'),
      memoryLimitMb: Math.floor(need('POJ', numberIn(limits.get('Memory Limit')), 'memory limit') / 1024),
      description: need('POJ', parts.has('Description') ? markdown('Description') : null, 'description'),
      input: markdown('Input'),
      output: markdown('Output'),
      hint: markdown('Hint'),
      examples: input !== undefined && output !== undefined ? [{ input, output }] : [],
      url,
    };
  }

  async function submit(call: SiteCall, problem: { remoteId: string; language: string; code: string }): Promise<Submitted> {
    const language = LANGUAGES[problem.language];
    if (!language) fail('refused', `POJ has no ${problem.language}`);
    const http = open(call.session);
    const source = Buffer.from(problem.code, 'utf8').toString('base64');
    const runId = await asAccount('POJ', call.session !== null, () => login(http, call))(() =>
      submitForRun(
        'POJ',
        () => runsOf(http, call.account.username, problem.remoteId),
        async () => {
          const reply = await http.postForm('/submit', { problem_id: problem.remoteId, language, source, encoded: '1', submit: 'Submit' });
          return loggedOut(reply) ? LOGGED_OUT : (parsePage(reply.text).querySelector('li')?.text ?? '');
        },
        'Can not find problem',
      ),
    );
    return { runId, session: http.session() };
  }

  async function poll(call: SiteCall, runId: string): Promise<RemoteResult> {
    const http = open(call.session);
    const signedIn = asAccount('POJ', call.session !== null, () => login(http, call));
    const run = await signedIn(async () => {
      const reply = await http.get('/showsource', { solution_id: runId });
      return loggedOut(reply) ? LOGGED_OUT : labelled(parsePage(reply.text));
    });
    const words = need('POJ', run.get('Result'), 'result');
    const verdict = verdictOf('POJ', VERDICTS, words);
    if (verdict === 'waiting') return { state: 'waiting', session: http.session() };
    const message =
      verdict === JudgeStatus.COMPILE_ERROR
        ? await signedIn(async () => {
            const reply = await http.get('/showcompileinfo', { solution_id: runId });
            return loggedOut(reply) ? LOGGED_OUT : need('POJ', parsePage(reply.text).querySelector('pre')?.text, 'compiler message');
          })
        : words;
    // a Compile Error shows no time or memory
    const figure = (label: string) => (verdict === JudgeStatus.COMPILE_ERROR ? 0 : need('POJ', numberIn(run.get(label)), label));
    return { state: 'done', session: http.session(), status: verdict, timeMs: figure('Time'), memoryKb: figure('Memory'), message };
  }

  return { key: 'POJ', languages: LANGUAGES, fetchProblem, submit, poll };
}
