/**
 * LibreOJ (key LIBRE): the JSON API of loj.ac at api.loj.ac (lyrio). A problem id is the problem's display id (`1`).
 *
 * What this adapter relies on (every call a POST of JSON under /api; a refusal is HTTP 200 with {error: "<CODE>"}):
 * - auth/login {username, password} -> {token, username} or {error: NO_SUCH_USER | WRONG_PASSWORD | ...}; the token
 *   goes as `Authorization: Bearer <token>`. (LibreOJ may ask for a reCAPTCHA on login and submit; accounts used
 *   for remote judging need that waived, and a refusal for it is reported as 'refused'.)
 * - problem/getProblem {displayId, localizedContentsOfLocale, samples, judgeInfo} -> {meta: {id, displayId},
 *   localizedContentsOfLocale: {title, contentSections: [{sectionTitle, type: Text | Sample, text, sampleId}]},
 *   samples: [{inputData, outputData}], judgeInfo: {timeLimit (ms), memoryLimit (MiB)}} or {error: NO_SUCH_PROBLEM}.
 *   Section texts are Markdown already (with $...$ math); only relative image and link targets need the site's address.
 * - submission/submit {problemId (meta.id, not the display id), content: {language, code, compileAndRunOptions},
 *   uploadInfo} -> {submissionId} or {error: PERMISSION_DENIED (also: not logged in) | NO_SUCH_PROBLEM}.
 * - submission/getSubmissionDetail {submissionId, locale} -> {meta: {status, timeUsed (ms), memoryUsed (KiB)},
 *   progress: {progressType, compile: {success, message}}}; status Pending until judged, then one of the words below.
 */
import { JudgeStatus } from '@oj/shared';
import { asAccount, LOGGED_OUT } from '../site-login.ts';
import { verdictOf, type SiteVerdict } from '../site-runs.ts';
import { RemoteSiteError, type RemoteProblem, type RemoteSite, type SiteCall, type SiteFailure } from '../site.ts';
import { SiteHttp } from '../site-http.ts';

/** Site ids of this adapter, each a language and its compile options as LibreOJ's submit form sends them. */
const OPTIONS: Readonly<Record<string, { language: string; compileAndRunOptions: Record<string, string> }>> = {
  c11: { language: 'c', compileAndRunOptions: { compiler: 'gcc', std: 'c11', O: '0', m: '64' } },
  'c11-O2': { language: 'c', compileAndRunOptions: { compiler: 'gcc', std: 'c11', O: '2', m: '64' } },
  cpp14: { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++14', O: '0', m: '64' } },
  'cpp14-O2': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++14', O: '2', m: '64' } },
  cpp17: { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '0', m: '64' } },
  'cpp17-O2': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++17', O: '2', m: '64' } },
  cpp20: { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++20', O: '0', m: '64' } },
  'cpp20-O2': { language: 'cpp', compileAndRunOptions: { compiler: 'g++', std: 'c++20', O: '2', m: '64' } },
  java: { language: 'java', compileAndRunOptions: {} },
  python3: { language: 'python', compileAndRunOptions: { version: '3.10' } },
  python2: { language: 'python', compileAndRunOptions: { version: '2.7' } },
  rust: { language: 'rust', compileAndRunOptions: { version: '2021', optimize: '2' } },
  go: { language: 'go', compileAndRunOptions: { version: '1.x' } },
};

const LANGUAGES: Readonly<Record<string, string>> = {
  C: 'c11',
  'C With O2': 'c11-O2',
  'C++': 'cpp14',
  'C++ With O2': 'cpp14-O2',
  'C++ 17': 'cpp17',
  'C++ 17 With O2': 'cpp17-O2',
  'C++ 20': 'cpp20',
  'C++ 20 With O2': 'cpp20-O2',
  Java: 'java',
  Python3: 'python3',
  Python2: 'python2',
  Rust: 'rust',
  Golang: 'go',
};

const { ACCEPTED, WRONG_ANSWER, COMPILE_ERROR, TIME_LIMIT_EXCEEDED, MEMORY_LIMIT_EXCEEDED, RUNTIME_ERROR, SYSTEM_ERROR, CANCELLED } = JudgeStatus;

const VERDICTS: Readonly<Record<string, SiteVerdict>> = {
  Pending: 'waiting',
  Accepted: ACCEPTED,
  WrongAnswer: WRONG_ANSWER,
  // some tests failed on a problem with partial scores
  PartiallyCorrect: WRONG_ANSWER,
  InvalidInteraction: WRONG_ANSWER,
  CompilationError: COMPILE_ERROR,
  TimeLimitExceeded: TIME_LIMIT_EXCEEDED,
  MemoryLimitExceeded: MEMORY_LIMIT_EXCEEDED,
  RuntimeError: RUNTIME_ERROR,
  // our own judge reports an output over the limit as a runtime error (judging.md)
  OutputLimitExceeded: RUNTIME_ERROR,
  FileError: RUNTIME_ERROR,
  Canceled: CANCELLED,
  ConfigurationError: SYSTEM_ERROR,
  SystemError: SYSTEM_ERROR,
  JudgementFailed: SYSTEM_ERROR,
};

/** Which of our statement parts a section goes to, by its title in English or Chinese (LibreOJ's defaults). */
const PARTS: [RegExp, 'description' | 'input' | 'output'][] = [
  [/description|题目描述/i, 'description'],
  [/input|输入/i, 'input'],
  [/output|输出/i, 'output'],
];

/** A compiler message may come shortened: {data, omittedLength}. */
type OmittableString = string | { data?: string } | undefined;

interface Detail {
  meta?: { status?: string; timeUsed?: number; memoryUsed?: number; score?: number };
  progress?: { compile?: { message?: OmittableString }; systemMessage?: OmittableString };
}

/** Markdown image and link targets, and <img src>, made absolute on the site (statements may use site paths). */
function absoluteTargets(markdown: string, pageUrl: string): string {
  const absolute = (ref: string) => {
    try {
      return new URL(ref, pageUrl).href;
    } catch {
      return ref;
    }
  };
  return markdown
    .replace(/(!?\[[^\]]*\]\()([^)\s]+)/g, (_, head: string, ref: string) => head + absolute(ref))
    .replace(/(<img\b[^>]*?\bsrc=["'])([^"']+)/gi, (_, head: string, ref: string) => head + absolute(ref));
}

export function createLibreSite(baseUrl: string): RemoteSite {
  const fail = (failure: SiteFailure, message: string) => new RemoteSiteError('LIBRE', failure, message);
  // the problem pages are on loj.ac, the API on api.loj.ac
  const web = baseUrl.replace('//api.', '//');

  async function call<T>(http: SiteHttp, path: string, body: unknown): Promise<T & { error?: string }> {
    const token = http.values.token;
    const reply = await http.postJson(`/api/${path}`, body, token ? { authorization: `Bearer ${token}` } : {});
    try {
      const parsed = JSON.parse(reply.text) as unknown;
      if (parsed && typeof parsed === 'object') return parsed as T & { error?: string };
    } catch {
      // reported below
    }
    throw fail('garbage', `${path} did not answer a JSON object (HTTP ${reply.status})`);
  }

  async function login(http: SiteHttp, account: SiteCall['account']): Promise<void> {
    http.reset();
    const reply = await call<{ token?: string }>(http, 'auth/login', { username: account.username, password: account.password });
    if (reply.error === 'NO_SUCH_USER' || reply.error === 'WRONG_PASSWORD') throw fail('login-failed', `LibreOJ refused the login of ${account.username} (${reply.error})`);
    if (reply.error || !reply.token) throw fail('refused', `LibreOJ refused the login: ${reply.error ?? 'no token'}`);
    Object.assign(http.values, { token: reply.token, user: account.username });
  }

  async function problemData(http: SiteHttp, remoteId: string) {
    if (!/^[1-9]\d{0,8}$/.test(remoteId.trim())) throw fail('not-found', `"${remoteId}" is not a problem id such as 1`);
    const reply = await call<{
      meta?: { id?: number };
      localizedContentsOfLocale?: { title?: string; contentSections?: { sectionTitle?: string; type?: string; text?: string; sampleId?: number }[] };
      samples?: { inputData?: string; outputData?: string }[];
      judgeInfo?: { timeLimit?: number; memoryLimit?: number };
    }>(http, 'problem/getProblem', { displayId: Number(remoteId), localizedContentsOfLocale: 'en_US', samples: true, judgeInfo: true });
    if (reply.error === 'NO_SUCH_PROBLEM') throw fail('not-found', `no problem ${remoteId}`);
    if (reply.error) throw fail('refused', `LibreOJ will not show problem ${remoteId}: ${reply.error}`);
    return reply;
  }

  return {
    key: 'LIBRE',
    languages: LANGUAGES,

    async fetchProblem(remoteId): Promise<RemoteProblem> {
      const id = remoteId.trim();
      const data = await problemData(new SiteHttp({ site: 'LIBRE', baseUrl, session: null }), id);
      const content = data.localizedContentsOfLocale;
      const { timeLimit, memoryLimit } = data.judgeInfo ?? {};
      if (!content?.title || !Array.isArray(content.contentSections) || typeof timeLimit !== 'number' || typeof memoryLimit !== 'number') {
        throw fail('garbage', `problem ${id} came without its title, statement or limits`);
      }
      const url = `${web}/p/${id}`;
      const parts = { description: [] as string[], input: [] as string[], output: [] as string[], hint: [] as string[] };
      for (const section of content.contentSections) {
        const text = absoluteTargets(section.text ?? '', url).trim();
        if (!text) continue;
        if (section.type === 'Sample') {
          parts.hint.push(`**Sample ${(section.sampleId ?? 0) + 1}**\n\n${text}`);
          continue;
        }
        const part = PARTS.find(([title]) => title.test(section.sectionTitle ?? ''))?.[1];
        if (part) parts[part].push(text);
        else parts.hint.push(`**${section.sectionTitle ?? ''}**\n\n${text}`);
      }
      return {
        remoteId: id,
        title: content.title,
        timeLimitMs: timeLimit,
        memoryLimitMb: memoryLimit,
        description: parts.description.join('\n\n'),
        input: parts.input.join('\n\n'),
        output: parts.output.join('\n\n'),
        hint: parts.hint.join('\n\n'),
        examples: (data.samples ?? []).map((s) => ({ input: s.inputData ?? '', output: s.outputData ?? '' })),
        url,
      };
    },

    async submit(siteCall, problem) {
      const options = OPTIONS[LANGUAGES[problem.language] ?? ''];
      if (!options) throw fail('refused', `LibreOJ has no ${problem.language}`);
      const http = new SiteHttp({ site: 'LIBRE', baseUrl, session: siteCall.session });
      const problemId = (await problemData(http, problem.remoteId)).meta?.id;
      if (typeof problemId !== 'number') throw fail('garbage', `problem ${problem.remoteId} came without its id`);
      const submissionId = await asAccount('LIBRE', http.values.user === siteCall.account.username, () => login(http, siteCall.account))(async () => {
        const reply = await call<{ submissionId?: number }>(http, 'submission/submit', {
          problemId,
          content: { ...options, code: problem.code },
          uploadInfo: null,
        });
        if (reply.error === 'PERMISSION_DENIED') return LOGGED_OUT;
        if (reply.error) throw fail('refused', `LibreOJ refused the submission: ${reply.error}`);
        if (typeof reply.submissionId !== 'number') throw fail('garbage', 'the submit answered no submission id');
        return reply.submissionId;
      });
      return { runId: String(submissionId), session: http.session() };
    },

    async poll(siteCall, runId) {
      // a submission's detail is public, so an expired login does not matter here
      const http = new SiteHttp({ site: 'LIBRE', baseUrl, session: siteCall.session });
      const detail = await call<Detail>(http, 'submission/getSubmissionDetail', { submissionId: runId, locale: 'en_US' });
      if (detail.error) throw fail('garbage', `LibreOJ will not show run ${runId}: ${detail.error}`);
      const verdict = verdictOf('LIBRE', VERDICTS, String(detail.meta?.status));
      if (verdict === 'waiting') return { state: 'waiting', session: http.session() };
      const text = (s: OmittableString) => (typeof s === 'string' ? s : (s?.data ?? ''));
      const status = detail.meta!.status!;
      const message =
        verdict === COMPILE_ERROR
          ? text(detail.progress?.compile?.message)
          : verdict === SYSTEM_ERROR || status === 'PartiallyCorrect'
            ? `LibreOJ: ${status}${status === 'PartiallyCorrect' ? ` (score ${detail.meta?.score ?? 0})` : ''} ${text(detail.progress?.systemMessage)}`.trim()
            : '';
      return { state: 'done', session: http.session(), status: verdict, timeMs: Number(detail.meta?.timeUsed) || 0, memoryKb: Number(detail.meta?.memoryUsed) || 0, message };
    },
  };
}
