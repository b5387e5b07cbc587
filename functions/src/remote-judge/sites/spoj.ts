/**
 * SPOJ (www.spoj.com). What this relies on:
 * - problem: GET /problems/CODE/; `h2#problem-name` "CODE - Title"; `table#problem-meta` rows "Time limit:" (seconds,
 *   "1s", "2.5s") and "Memory limit:" ("1536MB"); the statement is one `div#problem-body` whose h3 headings split it
 *   (text before Input is the description; Input; Output; Example/Example N: `pre` blocks of "Input:" then "Output:";
 *   any other section, such as Explanation, goes to the hint). An unknown code answers "Wrong problem code!" and
 *   "you will be redirected".
 * - login: POST /login/ (login_user, password, autologin, next_raw); a logged-in page links to /logout, a refused one
 *   says "Authentication failed!" over the login form.
 * - submit: POST /submit/complete/ (file = the code, lang, problemcode); the answer names the run in a hidden
 *   `newSubmissionId` field, or says "Wrong problem code!" or "You can't submit in this language"; logged out it
 *   shows the login form.
 * - result: POST /status/ajax=1,ajaxdiff=1 (ids) gives JSON rows { id, status, status_description, time (seconds),
 *   mem ("2.8M", "512k"), final }; statuses are Sphere Engine's numbers (11 compilation error, 12 runtime error,
 *   13 time limit, 14 wrong answer, 15 accepted, 17 memory limit, 20 internal error; below 11 still running). A
 *   compilation error's message is at /error/RUN (`pre`), its owner only.
 */
import { JudgeStatus } from '@oj/shared';
import { RemoteSiteError, type RemoteProblem, type RemoteResult, type RemoteSite, type SiteCall, type Submitted } from '../site.ts';
import { SiteHttp, type SiteReply } from '../site-http.ts';
import { asAccount, LOGGED_OUT } from '../site-login.ts';
import { need, numberIn, parsePage } from '../site-page.ts';
import { statementMarkdown } from '../statement.ts';

const LANGUAGES: Readonly<Record<string, string>> = {
  C: '11',
  'C++': '44',
  Java: '10',
  Python2: '4',
  Python3: '116',
  'JavaScript Node': '56',
  Golang: '114',
  Rust: '93',
};

const STATUSES: Readonly<Record<number, JudgeStatus>> = {
  11: JudgeStatus.COMPILE_ERROR,
  12: JudgeStatus.RUNTIME_ERROR,
  13: JudgeStatus.TIME_LIMIT_EXCEEDED,
  14: JudgeStatus.WRONG_ANSWER,
  15: JudgeStatus.ACCEPTED,
  17: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  20: JudgeStatus.SYSTEM_ERROR,
};

interface StatusRow {
  id: number;
  status: number;
  status_description: string;
  time: string;
  mem: string;
  final: string;
}

/** SPOJ's memory figure in KB: "2.8M", "512k", or "-" when none was measured. */
function memoryKb(mem: string): number {
  if (mem.trim() === '-') return 0;
  return Math.round(numberIn(mem) * (/M/i.test(mem) ? 1024 : 1));
}

/** The statement's h3 sections, the part before the first heading under ''. */
function sections(body: string): [string, string][] {
  const found: [string, string][] = [['', '']];
  for (const node of parsePage(body).childNodes) {
    const heading = node.rawTagName?.toLowerCase() === 'h3';
    if (heading) found.push([node.text.trim(), '']);
    else found[found.length - 1]![1] += node.toString();
  }
  return found;
}

export function createSpojSite(baseUrl: string): RemoteSite {
  function fail(failure: 'garbage' | 'not-found' | 'refused' | 'login-failed', message: string): never {
    throw new RemoteSiteError('SPOJ', failure, message);
  }
  const open = (session: string | null) => new SiteHttp({ site: 'SPOJ', baseUrl, session });
  const loggedIn = (reply: SiteReply) => reply.text.includes('href="/logout"');
  const loggedOut = (reply: SiteReply) => !loggedIn(reply) && reply.text.includes('name="login_user"');

  async function login(http: SiteHttp, call: SiteCall): Promise<void> {
    http.reset();
    const reply = await http.postForm('/login/', { login_user: call.account.username, password: call.account.password, autologin: '1', next_raw: '/' });
    if (loggedIn(reply)) return;
    if (reply.text.includes('Authentication failed')) fail('login-failed', `the site refused the password of ${call.account.username}`);
    fail('garbage', 'the login answered a page we do not know');
  }

  async function fetchProblem(id: string): Promise<RemoteProblem> {
    if (!/^[A-Za-z0-9_]+$/.test(id)) fail('not-found', `no problem ${id}: SPOJ codes are letters and digits`);
    const remoteId = id.toUpperCase();
    const url = new URL(`/problems/${remoteId}/`, baseUrl).href;
    const reply = await open(null).get(`/problems/${remoteId}/`);
    const root = parsePage(reply.text);
    const name = root.querySelector('#problem-name')?.text.trim();
    if (!name && reply.text.includes('Wrong problem code')) fail('not-found', `no problem ${remoteId}`);
    const meta = new Map(root.querySelectorAll('#problem-meta tr').map((tr) => [tr.querySelector('td')?.text.trim(), tr.querySelectorAll('td')[1]?.text.trim()]));
    const parts = sections(need('SPOJ', root.querySelector('#problem-body'), 'statement').innerHTML);
    const markdown = (test: RegExp) =>
      statementMarkdown(
        parts
          .filter(([h]) => test.test(h))
          .map(([, html]) => html)
          .join(''),
        url,
      );
    const examples = parts
      .filter(([h]) => /^(example|sample)/i.test(h))
      .flatMap(([, html]) => parsePage(html).querySelectorAll('pre'))
      .map((pre) => /Input:?[ \t]*\n([\s\S]*?)\n\s*Output:?[ \t]*\n([\s\S]*)$/.exec(pre.text))
      .filter((m) => m !== null)
      .map((m) => ({ input: `${m[1]!.trimEnd()}\n`, output: `${m[2]!.trimEnd()}\n` }));
    const rest = parts.filter(([h]) => h && !/^(input|output|example|sample)/i.test(h));
    return {
      remoteId,
      title: need('SPOJ', /^\S+\s+-\s+(.+)$/.exec(name ?? '')?.[1], 'title'),
      timeLimitMs: Math.round(need('SPOJ', numberIn(meta.get('Time limit:')), 'time limit') * 1000),
      memoryLimitMb: need('SPOJ', numberIn(meta.get('Memory limit:')), 'memory limit'),
      description: markdown(/^$/),
      input: markdown(/^input/i),
      output: markdown(/^output/i),
      hint: statementMarkdown(rest.map(([h, html]) => (/^(explanation|hint|notes?)$/i.test(h) ? html : `<h3>${h}</h3>${html}`)).join(''), url),
      examples,
      url,
    };
  }

  async function submit(call: SiteCall, problem: { remoteId: string; language: string; code: string }): Promise<Submitted> {
    const lang = LANGUAGES[problem.language];
    if (!lang) fail('refused', `SPOJ has no ${problem.language}`);
    const http = open(call.session);
    const runId = await asAccount('SPOJ', call.session !== null, () => login(http, call))(async () => {
      const reply = await http.postForm('/submit/complete/', { file: problem.code, lang, problemcode: problem.remoteId.toUpperCase(), submit: 'Submit!' });
      if (loggedOut(reply)) return LOGGED_OUT;
      const id = parsePage(reply.text).querySelector('input[name="newSubmissionId"]')?.getAttribute('value');
      if (id && /^\d+$/.test(id)) return id;
      if (reply.text.includes('Wrong problem code')) fail('not-found', `no problem ${problem.remoteId}`);
      if (reply.text.includes("can't submit in this language")) fail('refused', `${problem.remoteId} does not accept ${problem.language}`);
      return fail('garbage', 'the submission answered a page we do not know');
    });
    return { runId, session: http.session() };
  }

  async function poll(call: SiteCall, runId: string): Promise<RemoteResult> {
    const http = open(call.session);
    const signedIn = asAccount('SPOJ', call.session !== null, () => login(http, call));
    const row = await signedIn(async () => {
      const reply = await http.postForm('/status/ajax=1,ajaxdiff=1', { ids: runId });
      if (loggedOut(reply)) return LOGGED_OUT;
      let rows: unknown;
      try {
        rows = JSON.parse(reply.text);
      } catch {
        return fail('garbage', 'the status answered something that is not JSON');
      }
      return need('SPOJ', Array.isArray(rows) ? (rows as StatusRow[]).find((r) => String(r?.id) === runId) : undefined, `status of run ${runId}`);
    });
    if (String(row.final) !== '1') return { state: 'waiting', session: http.session() };
    const status = need('SPOJ', STATUSES[Number(row.status)], `meaning of status ${row.status}`);
    const words = parsePage(String(row.status_description ?? '')).text.trim();
    const message =
      status === JudgeStatus.COMPILE_ERROR
        ? await signedIn(async () => {
            const reply = await http.get(`/error/${runId}`);
            return loggedOut(reply) ? LOGGED_OUT : need('SPOJ', parsePage(reply.text).querySelector('pre')?.text, 'compiler message');
          })
        : words;
    const seconds = String(row.time ?? '-').trim();
    return {
      state: 'done',
      session: http.session(),
      status,
      timeMs: seconds === '-' ? 0 : Math.round(need('SPOJ', numberIn(seconds), 'run time') * 1000),
      memoryKb: need('SPOJ', memoryKb(String(row.mem ?? '-')), 'run memory'),
      message,
    };
  }

  return { key: 'SPOJ', languages: LANGUAGES, fetchProblem, submit, poll };
}
