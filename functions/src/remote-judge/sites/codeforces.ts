/**
 * Codeforces: its problemset (key CF) and its Gym (key GYM, the same accounts). A problem id is the contest id and the
 * problem index (`1A`, `1850B`; Gym contests are numbered from 100001: `100001A`).
 *
 * What this adapter relies on (codeforces.com as of 2025):
 * - Login: GET /enter has form#enterForm with hidden csrf_token, ftaa and bfaa; POST /enter with action=enter,
 *   handleOrEmail, password, remember. Logged-in pages show the handle as a /profile/<handle> link next to a
 *   /<hash>/logout link in div.lang-chooser; a wrong password shows the form again with span.error.for__password.
 * - Problem: /problemset/problem/<contest>/<index> or /gym/<contest>/problem/<index>; div.problem-statement holds
 *   div.header (div.title "A. Name", div.time-limit "2 seconds", div.memory-limit "256 megabytes"), the legend (a div
 *   without class), div.input-specification, div.output-specification (each led by div.section-title), div.sample-test
 *   (div.input / div.output, each a pre whose lines may be div.test-example-line) and div.note. Math is $$$...$$$
 *   inline and $$$$$$...$$$$$$ displayed. An unknown problem redirects to the problem list.
 * - Submit: GET /problemset/submit (Gym: /gym/<contest>/submit) has form.submit-form with csrf_token; POST it to the
 *   same path with ?csrf_token= and action=submitSolutionFormSubmitted, submittedProblemCode (Gym: contestId and
 *   submittedProblemIndex), programTypeId, source, tabSize, sourceFile. Success redirects to the status page; a refusal
 *   shows the form again with span.error (same code as before: "You have submitted exactly the same code before", so
 *   every source gets a nonce comment). Logged out, both redirect to /enter.
 * - Runs: GET /api/user.status?handle=&from=1&count= answers {status: "OK", result: [{id, problem: {contestId, index},
 *   verdict, timeConsumedMillis, memoryConsumedBytes}]}, newest first; no verdict while in queue, TESTING while judged.
 *   The submit does not say the run id: it is the newest run on the problem after submitting (../site-runs.ts).
 * - Compiler message: POST /data/submitSource (csrf_token from meta X-Csrf-Token, submissionId), logged in, answers
 *   JSON whose "checkerStdoutAndStderr#1" is the compiler's output.
 * - Bot protection: Cloudflare's "Just a moment..." page (/cdn-cgi/challenge-platform/) or Codeforces' own
 *   aes.min.js cookie page. A script cannot pass either, so it fails at once as 'refused'.
 */
import { JudgeStatus, type RemoteOj } from '@oj/shared';
import { HTMLElement } from 'node-html-parser';
import { asAccount, LOGGED_OUT } from '../site-login.ts';
import { parsePage } from '../site-page.ts';
import { submitForRun, verdictOf, type ListLag, type SiteVerdict } from '../site-runs.ts';
import { RemoteSiteError, type RemoteProblem, type RemoteSite, type SiteCall, type SiteFailure } from '../site.ts';
import { SiteHttp, type SiteReply } from '../site-http.ts';
import { statementMarkdown } from '../statement.ts';
import { uniqueSource } from '../unique-source.ts';

/** Codeforces compiles C and C++ with -O2 always, so our O2 variants map to the same compilers. */
const LANGUAGES: Readonly<Record<string, string>> = {
  C: '43', // GNU GCC C11 5.1.0
  'C With O2': '43',
  'C++': '50', // GNU G++14 6.4.0
  'C++ With O2': '50',
  'C++ 17': '54', // GNU G++17 7.3.0
  'C++ 17 With O2': '54',
  'C++ 20': '89', // GNU G++20 13.2 (64 bit, winlibs)
  'C++ 20 With O2': '89',
  Java: '87', // Java 21 64bit
  Python3: '31', // Python 3
  Python2: '7', // Python 2.7
  PyPy3: '70', // PyPy 3.10 (64bit)
  'JavaScript Node': '55', // Node.js
  Golang: '32', // Go
  Rust: '75', // Rust 2021
};

const { ACCEPTED, WRONG_ANSWER, PRESENTATION_ERROR, COMPILE_ERROR, TIME_LIMIT_EXCEEDED, MEMORY_LIMIT_EXCEEDED, RUNTIME_ERROR, SYSTEM_ERROR } = JudgeStatus;

/** The verdicts of the API's Submission object; a run without one is in the queue. */
const VERDICTS: Readonly<Record<string, SiteVerdict>> = {
  TESTING: 'waiting',
  OK: ACCEPTED,
  WRONG_ANSWER,
  PRESENTATION_ERROR,
  COMPILATION_ERROR: COMPILE_ERROR,
  TIME_LIMIT_EXCEEDED,
  // a program waiting on input it never gets: a wall-clock limit
  IDLENESS_LIMIT_EXCEEDED: TIME_LIMIT_EXCEEDED,
  MEMORY_LIMIT_EXCEEDED,
  RUNTIME_ERROR,
  SECURITY_VIOLATED: RUNTIME_ERROR,
  // failed a hack's test, or only some tests of a partial-score problem
  CHALLENGED: WRONG_ANSWER,
  PARTIAL: WRONG_ANSWER,
  FAILED: SYSTEM_ERROR,
  CRASHED: SYSTEM_ERROR,
  INPUT_PREPARATION_CRASHED: SYSTEM_ERROR,
  SKIPPED: SYSTEM_ERROR,
  REJECTED: SYSTEM_ERROR,
};

/** Runs read when polling: the one polled is among the account's newest while its lease holds. */
const POLL_RUNS = 50;

interface ApiRun {
  id: number;
  problem: { contestId?: number; index: string };
  verdict?: string;
  timeConsumedMillis: number;
  memoryConsumedBytes: number;
}

/** api/user.status is cached: a new run can show a moment after the submit redirect. */
const LIST_LAG: ListLag = { reads: 3, delayMs: 1_000 };

/** The Codeforces problemset, key CF. */
export function createCodeforcesSite(baseUrl: string): RemoteSite {
  return codeforcesSite('CF', baseUrl);
}

/** Codeforces Gym contests with Codeforces accounts, key GYM. */
export function createGymSite(baseUrl: string): RemoteSite {
  return codeforcesSite('GYM', baseUrl);
}

function codeforcesSite(key: Extract<RemoteOj, 'CF' | 'GYM'>, baseUrl: string): RemoteSite {
  const gym = key === 'GYM';
  const fail = (failure: SiteFailure, message: string) => new RemoteSiteError(key, failure, message);

  function problemRef(remoteId: string) {
    const match = /^(\d{1,7})([A-Z][0-9]?)$/i.exec(remoteId.trim());
    if (!match) throw fail('not-found', `"${remoteId}" is not a problem id such as 1850B`);
    const [, contest = '', letter = ''] = match;
    if (Number(contest) > 100_000 !== gym) throw fail('not-found', `${remoteId} is ${gym ? 'not a Gym' : 'a Gym'} problem`);
    const index = letter.toUpperCase();
    return {
      contest,
      index,
      page: gym ? `/gym/${contest}/problem/${index}` : `/problemset/problem/${contest}/${index}`,
      submitPage: gym ? `/gym/${contest}/submit` : '/problemset/submit',
    };
  }

  /** Every reply passes here: a bot challenge is not a page we can read, and trying again would not change it. */
  function unchallenged(reply: SiteReply): SiteReply {
    if (/<title>Just a moment\.\.\.<\/title>|\/cdn-cgi\/challenge-platform\/|\/aes\.min\.js/.test(reply.text)) {
      throw fail('refused', 'Codeforces answered with its bot protection (a browser challenge), which a server cannot pass');
    }
    return reply;
  }

  const get = async (http: SiteHttp, path: string, query: Record<string, string | number> = {}) => unchallenged(await http.get(path, query));
  const post = async (http: SiteHttp, path: string, fields: Record<string, string>) => unchallenged(await http.postForm(path, fields));
  const pathOf = (reply: SiteReply) => new URL(reply.url).pathname;

  /** The handle a page shows as logged in, or null. */
  function handleOn(page: HTMLElement): string | null {
    const chooser = page.querySelector('.lang-chooser');
    if (!chooser?.querySelector('a[href$="/logout"]')) return null;
    return /^\/profile\/([\w.-]+)$/.exec(chooser.querySelector('a[href^="/profile/"]')?.getAttribute('href') ?? '')?.[1] ?? null;
  }

  const hidden = (form: HTMLElement, name: string) => form.querySelector(`input[name="${name}"]`)?.getAttribute('value') ?? '';

  async function login(http: SiteHttp, call: SiteCall): Promise<void> {
    http.reset();
    const form = parsePage((await get(http, '/enter')).text).querySelector('form#enterForm');
    if (!form || !hidden(form, 'csrf_token')) throw fail('garbage', 'the login page has no login form');
    const reply = await post(http, '/enter', {
      csrf_token: hidden(form, 'csrf_token'),
      action: 'enter',
      ftaa: hidden(form, 'ftaa'),
      bfaa: hidden(form, 'bfaa'),
      handleOrEmail: call.account.username,
      password: call.account.password,
      remember: 'on',
    });
    const page = parsePage(reply.text);
    const handle = handleOn(page);
    if (!handle) {
      if (page.querySelector('span.error.for__password')) throw fail('login-failed', `Codeforces refused the login of ${call.account.username}`);
      throw fail('garbage', 'the login did not lead to a logged-in page');
    }
    // the account may be an email address; the API wants the handle
    Object.assign(http.values, { account: call.account.username, handle });
  }

  const session = (call: SiteCall) => new SiteHttp({ site: key, baseUrl, session: call.session });
  const loggedIn = (http: SiteHttp, call: SiteCall) => http.values.account === call.account.username && !!http.values.handle;

  async function runs(http: SiteHttp, handle: string, count: number): Promise<ApiRun[]> {
    const reply = await get(http, '/api/user.status', { handle, from: 1, count });
    let body: { status?: string; comment?: string; result?: ApiRun[] };
    try {
      body = JSON.parse(reply.text) as typeof body;
    } catch {
      throw fail('garbage', 'api/user.status did not answer JSON');
    }
    if (body.status !== 'OK' || !Array.isArray(body.result)) {
      if (body.comment?.includes('Call limit exceeded')) throw fail('rate-limited', 'the API call limit was exceeded');
      throw fail('garbage', `api/user.status failed: ${body.comment ?? reply.status}`);
    }
    return body.result.filter((run) => typeof run?.id === 'number' && typeof run.problem?.index === 'string');
  }

  /** The compiler's output for a run, which only its logged-in author may read. */
  function compilerMessage(http: SiteHttp, call: SiteCall, runId: string): Promise<string> {
    return asAccount(key, loggedIn(http, call), () => login(http, call))(async () => {
      const csrf = parsePage((await get(http, '/')).text)
        .querySelector('meta[name="X-Csrf-Token"]')
        ?.getAttribute('content');
      const reply = await post(http, '/data/submitSource', { csrf_token: csrf ?? '', submissionId: runId });
      if (pathOf(reply) === '/enter') return LOGGED_OUT;
      try {
        return String((JSON.parse(reply.text) as Record<string, unknown>)['checkerStdoutAndStderr#1'] ?? '');
      } catch {
        throw fail('garbage', 'data/submitSource did not answer JSON');
      }
    });
  }

  async function fetchProblem(remoteId: string): Promise<RemoteProblem> {
    const ref = problemRef(remoteId);
    const reply = await get(new SiteHttp({ site: key, baseUrl, session: null }), ref.page);
    const url = new URL(ref.page, baseUrl).href;
    const statement = parsePage(reply.text).querySelector('.problem-statement');
    if (!statement) {
      if (reply.status === 404 || pathOf(reply) !== ref.page) throw fail('not-found', `no problem ${remoteId}`);
      throw fail('garbage', `${ref.page} has no problem statement`);
    }
    const header = statement.querySelector('.header');
    const seconds = /([\d.]+)\s*seconds?/.exec(header?.querySelector('.time-limit')?.text ?? '')?.[1];
    const megabytes = /(\d+)\s*megabytes?/.exec(header?.querySelector('.memory-limit')?.text ?? '')?.[1];
    const title = header
      ?.querySelector('.title')
      ?.text.trim()
      .replace(/^[A-Z][0-9]?\.\s*/, '');
    if (!title || !seconds || !megabytes) throw fail('garbage', `${ref.page} has no title or limits`);

    const part = (section: HTMLElement | null | undefined) => {
      if (!section) return '';
      section.querySelector('.section-title')?.remove();
      const math = section.innerHTML.replaceAll('$$$$$$', () => '$$').replaceAll('$$$', () => '$');
      return statementMarkdown(math, url);
    };
    const lines = (pre: HTMLElement | null) => {
      if (!pre) return '';
      const rows = pre.querySelectorAll('.test-example-line');
      const text = rows.length ? rows.map((row) => row.text).join('\n') : parsePage(pre.innerHTML.replace(/<br\s*\/?>/gi, '\n')).text;
      return text.replace(/\s+$/, '') + '\n';
    };
    const inputs = statement.querySelectorAll('.sample-test .input pre');
    const outputs = statement.querySelectorAll('.sample-test .output pre');
    return {
      remoteId: `${ref.contest}${ref.index}`,
      title,
      timeLimitMs: Math.round(Number(seconds) * 1000),
      memoryLimitMb: Number(megabytes),
      description: part(statement.childNodes.find((n): n is HTMLElement => n instanceof HTMLElement && n.tagName === 'DIV' && !n.getAttribute('class'))),
      input: part(statement.querySelector('.input-specification')),
      output: part(statement.querySelector('.output-specification')),
      hint: part(statement.querySelector('.note')),
      examples: inputs.map((pre, i) => ({ input: lines(pre), output: lines(outputs[i] ?? null) })),
      url,
    };
  }

  return {
    key,
    languages: LANGUAGES,
    fetchProblem,

    async submit(call, problem) {
      const programTypeId = LANGUAGES[problem.language];
      if (!programTypeId) throw fail('refused', `Codeforces has no ${problem.language}`);
      const ref = problemRef(problem.remoteId);
      const http = session(call);
      const runId = await asAccount(key, loggedIn(http, call), () => login(http, call))(async () => {
        const page = await get(http, ref.submitPage);
        if (pathOf(page) === '/enter') return LOGGED_OUT;
        const form = parsePage(page.text).querySelector('form.submit-form');
        if (!form || !hidden(form, 'csrf_token')) throw fail('garbage', `${ref.submitPage} has no submit form`);
        const handle = http.values.handle!;
        const csrf = hidden(form, 'csrf_token');
        const onProblem = (run: ApiRun) => String(run.problem.contestId) === ref.contest && run.problem.index === ref.index;
        return submitForRun(
          key,
          async () => (await runs(http, handle, 10)).filter(onProblem).map((run) => String(run.id)),
          async () => {
            const reply = await post(http, `${ref.submitPage}?csrf_token=${encodeURIComponent(csrf)}`, {
              csrf_token: csrf,
              ftaa: hidden(form, 'ftaa'),
              bfaa: hidden(form, 'bfaa'),
              action: 'submitSolutionFormSubmitted',
              ...(gym ? { contestId: ref.contest, submittedProblemIndex: ref.index } : { submittedProblemCode: `${ref.contest}${ref.index}` }),
              programTypeId,
              source: uniqueSource(problem.code, problem.language),
              tabSize: '4',
              sourceFile: '',
            });
            if (pathOf(reply) === '/enter') return LOGGED_OUT;
            const refusal = parsePage(reply.text)
              .querySelectorAll('span.error')
              .map((span) => span.text.trim())
              .find(Boolean);
            if (refusal) throw fail('refused', `Codeforces refused the submission: ${refusal}`);
            return parsePage(reply.text).text.trim().slice(0, 160);
          },
          'No such problem',
          LIST_LAG,
        );
      });
      return { runId, session: http.session() };
    },

    async poll(call, runId) {
      const http = session(call);
      const run = (await runs(http, http.values.handle ?? call.account.username, POLL_RUNS)).find((r) => String(r.id) === runId);
      if (!run) throw fail('garbage', `run ${runId} is not among the account's ${POLL_RUNS} newest`);
      const verdict = verdictOf(key, VERDICTS, run.verdict ?? 'TESTING');
      if (verdict === 'waiting') return { state: 'waiting', session: http.session() };
      const message =
        verdict === COMPILE_ERROR ? await compilerMessage(http, call, runId) : verdict === SYSTEM_ERROR || run.verdict === 'PARTIAL' || run.verdict === 'CHALLENGED' ? `Codeforces: ${run.verdict}` : '';
      return { state: 'done', session: http.session(), status: verdict, timeMs: Number(run.timeConsumedMillis) || 0, memoryKb: Math.round(Number(run.memoryConsumedBytes) / 1024) || 0, message };
    },
  };
}
