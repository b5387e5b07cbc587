/**
 * AtCoder (key AC). A problem id is the task's screen name (`abc300_a`); its contest is the part before the last `_`
 * (`abc300`), as for every contest whose tasks are named after it.
 *
 * What this adapter relies on (atcoder.jp as of 2025):
 * - Login: GET /login has a form with hidden csrf_token; POST /login with username, password and csrf_token; the
 *   REVEL_SESSION cookie carries the login. Pages name the logged-in user in `var userScreenName = "..."`; a refused
 *   login redirects back to /login, which shows "Username or Password is incorrect." in div.alert-danger (the site may
 *   also put a Cloudflare Turnstile on that form, which a server cannot pass).
 * - Problem: /contests/<contest>/tasks/<task> (404 when unknown): <title>"A - Name"</title>, a paragraph "Time Limit:
 *   2 sec / Memory Limit: 1024 MiB" (older tasks: MB), div#task-statement with a Japanese span.lang-ja and an English
 *   span.lang-en (older tasks have no language spans), each of div.part > section > h3 + content: "Problem
 *   Statement", "Constraints", "Input", "Output", "Sample Input N" / "Sample Output N" (a pre, then any explanation).
 *   Math is TeX inside <var>.
 * - Submit: GET /contests/<contest>/submit?taskScreenName=<task> has form.form-code-submit with csrf_token; POST
 *   /contests/<contest>/submit with data.TaskScreenName, data.LanguageId, sourceCode, csrf_token; success redirects to
 *   /contests/<contest>/submissions/me. Logged out, both redirect to /login; too soon after the last submission, the form comes back with "Wait for <n> second to submit again.". The run id is not returned: it is the
 *   newest /contests/<contest>/submissions/<id> link on submissions/me?f.Task=<task> after submitting.
 * - Runs: GET /contests/<contest>/submissions/me/status/json?sids[]=<id> answers {Result: {<id>: {Html, Score}}};
 *   Html is the status cells: span.label with the verdict (WJ, WR, "3/12" while judged, then AC, WA, TLE, MLE, RE, CE,
 *   OLE, QLE, IE), then "<n> ms" and "<n> KB" cells. The compiler message of a CE is the pre after h4 "Compile Error"
 *   on /contests/<contest>/submissions/<id>.
 */
import { JudgeStatus } from '@oj/shared';
import type { HTMLElement } from 'node-html-parser';
import { asAccount, LOGGED_OUT } from '../site-login.ts';
import { parsePage } from '../site-page.ts';
import { submitForRun, verdictOf, type ListLag, type SiteVerdict } from '../site-runs.ts';
import { RemoteSiteError, type RemoteSite, type SiteCall, type SiteFailure } from '../site.ts';
import { SiteHttp, type SiteReply } from '../site-http.ts';
import { statementMarkdown } from '../statement.ts';

/** The 2023 language set; AtCoder compiles C and C++ with -O2, and has no C++14, so C++ goes to its C++ 17. */
const LANGUAGES: Readonly<Record<string, string>> = {
  C: '5017', // C (gcc 12.2.0)
  'C With O2': '5017',
  'C++': '5053', // C++ 17 (gcc 12.2)
  'C++ With O2': '5053',
  'C++ 17': '5053',
  'C++ 17 With O2': '5053',
  'C++ 20': '5001', // C++ 20 (gcc 12.2)
  'C++ 20 With O2': '5001',
  Java: '5005', // Java (OpenJDK 17)
  Python3: '5055', // Python (CPython 3.11.4)
  PyPy3: '5078', // Python (PyPy 3.10-v7.3.12)
  'JavaScript Node': '5009', // JavaScript (Node.js 18.16.1)
  Golang: '5002', // Go (go 1.20.6)
  Rust: '5054', // Rust (rustc 1.70.0)
};

const { ACCEPTED, WRONG_ANSWER, COMPILE_ERROR, TIME_LIMIT_EXCEEDED, MEMORY_LIMIT_EXCEEDED, RUNTIME_ERROR, SYSTEM_ERROR } = JudgeStatus;

const VERDICTS: Readonly<Record<string, SiteVerdict>> = {
  WJ: 'waiting',
  WR: 'waiting',
  AC: ACCEPTED,
  WA: WRONG_ANSWER,
  // an interactive solution that asked too many queries
  QLE: WRONG_ANSWER,
  TLE: TIME_LIMIT_EXCEEDED,
  MLE: MEMORY_LIMIT_EXCEEDED,
  RE: RUNTIME_ERROR,
  // our own judge reports an output over the limit as a runtime error (judging.md)
  OLE: RUNTIME_ERROR,
  CE: COMPILE_ERROR,
  IE: SYSTEM_ERROR,
};

/** The submissions list can show a new run a moment after the submit redirect. */
const LIST_LAG: ListLag = { reads: 3, delayMs: 1_000 };
const pathOf = (reply: SiteReply) => new URL(reply.url).pathname;

export function createAtCoderSite(baseUrl: string): RemoteSite {
  const fail = (failure: SiteFailure, message: string) => new RemoteSiteError('AC', failure, message);

  function taskRef(remoteId: string) {
    const task = remoteId.trim().toLowerCase();
    const contest = /^([a-z0-9][a-z0-9_-]*)_[a-z0-9]+$/.exec(task)?.[1];
    if (!contest) throw fail('not-found', `"${remoteId}" is not a task id such as abc300_a`);
    return { task, contest };
  }

  const session = (call: SiteCall) => new SiteHttp({ site: 'AC', baseUrl, session: call.session });
  const loggedIn = (http: SiteHttp, call: SiteCall) => http.values.user === call.account.username;
  const userOn = (reply: SiteReply) => /var userScreenName = "([^"]*)"/.exec(reply.text)?.[1] || null;
  const csrfOf = (reply: SiteReply) => parsePage(reply.text).querySelector('input[name="csrf_token"]')?.getAttribute('value');

  async function login(http: SiteHttp, call: SiteCall): Promise<void> {
    http.reset();
    const csrf = csrfOf(await http.get('/login'));
    if (!csrf) throw fail('garbage', 'the login page has no login form');
    const reply = await http.postForm('/login', { username: call.account.username, password: call.account.password, csrf_token: csrf });
    if (!userOn(reply)) {
      if (reply.text.includes('Username or Password is incorrect')) throw fail('login-failed', `AtCoder refused the login of ${call.account.username}`);
      if (reply.text.includes('cf-turnstile')) throw fail('refused', 'AtCoder asks for a captcha (Cloudflare Turnstile) to log in');
      throw fail('garbage', 'the login did not lead to a logged-in page');
    }
    http.values.user = call.account.username;
  }

  /** The account's runs of a task on submissions/me (read logged in, right after the submit page was). */
  async function runIds(http: SiteHttp, contest: string, task: string): Promise<string[]> {
    const reply = await http.get(`/contests/${contest}/submissions/me`, { 'f.Task': task });
    if (pathOf(reply) === '/login') throw fail('garbage', 'the run list shows us logged out');
    const prefix = `/contests/${contest}/submissions/`;
    return parsePage(reply.text)
      .querySelectorAll(`a[href^="${prefix}"]`)
      .map((a) => /^(\d+)$/.exec(a.getAttribute('href')!.slice(prefix.length))?.[1])
      .filter((id): id is string => !!id);
  }

  /** The sections of the English statement (or of the whole statement on older tasks), by their h3 heading. */
  function sections(statement: HTMLElement): { heading: string; body: HTMLElement }[] {
    const english = statement.querySelector('span.lang-en') ?? statement;
    for (const v of english.querySelectorAll('var')) v.replaceWith(`$${v.innerHTML}$`);
    return english.querySelectorAll('section').map((section) => {
      const heading = section.querySelector('h3');
      heading?.remove();
      return { heading: heading?.text.trim() ?? '', body: section };
    });
  }

  return {
    key: 'AC',
    languages: LANGUAGES,

    async fetchProblem(remoteId) {
      const { task, contest } = taskRef(remoteId);
      const path = `/contests/${contest}/tasks/${task}`;
      const url = new URL(path, baseUrl).href;
      const reply = await new SiteHttp({ site: 'AC', baseUrl, session: null }).get(path);
      if (reply.status === 404) throw fail('not-found', `no task ${task}`);
      const page = parsePage(reply.text);
      const statement = page.querySelector('#task-statement');
      const limits = /Time Limit: ([\d.]+) sec \/ Memory Limit: (\d+) Mi?B/.exec(page.text);
      const title = page
        .querySelector('title')
        ?.text.trim()
        .replace(/^[A-Za-z0-9]+ - /, '');
      if (!statement || !limits || !title) throw fail('garbage', `${path} is not a task page`);

      const parts = { description: [] as string[], input: [] as string[], output: [] as string[], hint: [] as string[] };
      const inputs: string[] = [];
      const outputs: string[] = [];
      const markdown = (body: HTMLElement) => statementMarkdown(body.innerHTML, url);
      for (const { heading, body } of sections(statement)) {
        const sample = /^Sample (Input|Output) \d+/.exec(heading)?.[1];
        if (sample) {
          const pre = body.querySelector('pre');
          (sample === 'Input' ? inputs : outputs).push(`${(pre?.text ?? '').replace(/\s+$/, '')}\n`);
          pre?.remove();
          if (body.text.trim()) parts.hint.push(`**${heading.replace(/\s*Copy$/, '')}**\n\n${markdown(body)}`);
        } else if (heading === 'Problem Statement') parts.description.push(markdown(body));
        else if (heading === 'Input') parts.input.unshift(markdown(body));
        // the constraints bound the input, as Codeforces states them
        else if (heading === 'Constraints') parts.input.push(`**Constraints**\n\n${markdown(body)}`);
        else if (heading === 'Output') parts.output.push(markdown(body));
        else parts.hint.push(heading ? `**${heading}**\n\n${markdown(body)}` : markdown(body));
      }
      if (!parts.description.length) parts.description.push(statementMarkdown(statement.innerHTML, url));
      const [description, input, output, hint] = [parts.description, parts.input, parts.output, parts.hint].map((p) => p.join('\n\n'));
      return {
        remoteId: task,
        title,
        timeLimitMs: Math.round(Number(limits[1]) * 1000),
        memoryLimitMb: Number(limits[2]),
        description: description!,
        input: input!,
        output: output!,
        hint: hint!,
        examples: inputs.map((input, i) => ({ input, output: outputs[i] ?? '' })),
        url,
      };
    },

    async submit(call, problem) {
      const languageId = LANGUAGES[problem.language];
      if (!languageId) throw fail('refused', `AtCoder has no ${problem.language}`);
      const { task, contest } = taskRef(problem.remoteId);
      const http = session(call);
      const runId = await asAccount('AC', loggedIn(http, call), () => login(http, call))(async () => {
        const page = await http.get(`/contests/${contest}/submit`, { taskScreenName: task });
        if (pathOf(page) === '/login') return LOGGED_OUT;
        if (page.status === 404) throw fail('not-found', `no contest ${contest}`);
        const csrf = csrfOf(page);
        if (!csrf || !parsePage(page.text).querySelector('form.form-code-submit')) throw fail('garbage', `/contests/${contest}/submit has no submit form`);
        return submitForRun(
          'AC',
          () => runIds(http, contest, task),
          async () => {
            const reply = await http.postForm(`/contests/${contest}/submit`, {
              'data.TaskScreenName': task,
              'data.LanguageId': languageId,
              sourceCode: problem.code,
              csrf_token: csrf,
            });
            if (pathOf(reply) === '/login') return LOGGED_OUT;
            if (pathOf(reply) === `/contests/${contest}/submissions/me`) return '';
            if (/Wait for \d+ seconds? to submit again/.test(reply.text)) throw fail('rate-limited', 'AtCoder asks to wait before submitting again');
            const alert = parsePage(reply.text).querySelector('.alert-danger')?.text.replace(/×/, '').trim();
            throw alert ? fail('refused', `AtCoder refused the submission: ${alert}`) : fail('garbage', 'the submit neither succeeded nor said why');
          },
          'No such task',
          LIST_LAG,
        );
      });
      return { runId: `${contest}/${runId}`, session: http.session() };
    },

    async poll(call, runId) {
      const [contest, id] = runId.split('/');
      if (!contest || !id) throw fail('garbage', `"${runId}" is not a run id of this adapter`);
      const http = session(call);
      const cells = await asAccount('AC', loggedIn(http, call), () => login(http, call))(async () => {
        const reply = await http.get(`/contests/${contest}/submissions/me/status/json`, { 'sids[]': id });
        if (pathOf(reply) === '/login') return LOGGED_OUT;
        try {
          const cell = (JSON.parse(reply.text) as { Result?: Record<string, { Html?: string }> }).Result?.[id]?.Html;
          if (typeof cell === 'string') return parsePage(cell);
        } catch {
          // not JSON: reported below
        }
        throw fail('garbage', `the status of run ${runId} is not in the site's JSON`);
      });
      const word = cells.querySelector('span.label')?.text.trim() ?? '';
      const verdict = /^\d+\/\d+/.test(word) ? 'waiting' : verdictOf('AC', VERDICTS, word);
      if (verdict === 'waiting') return { state: 'waiting', session: http.session() };
      let message = verdict === SYSTEM_ERROR ? 'AtCoder: Internal Error' : '';
      if (verdict === COMPILE_ERROR) {
        const page = parsePage((await http.get(`/contests/${contest}/submissions/${id}`)).text);
        message = page.querySelectorAll('h4').find((h) => h.text.trim() === 'Compile Error')?.nextElementSibling?.text ?? '';
      }
      return {
        state: 'done',
        session: http.session(),
        status: verdict,
        timeMs: Number(/(\d+)\s*ms/.exec(cells.text)?.[1] ?? 0),
        memoryKb: Number(/(\d+)\s*KB/.exec(cells.text)?.[1] ?? 0),
        message,
      };
    },
  };
}
