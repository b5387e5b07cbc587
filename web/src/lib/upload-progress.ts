import type { TestcaseUploadStart } from '@oj/shared/schemas/admin-problem-view';
import { env } from '../env.ts';
import { ApiError, failureText, http, urlType } from './http.ts';
import { translateMessage } from './i18n.ts';
import { session } from './session.ts';

/** Called with the share of the body sent so far, 0 to 100. */
export type OnPercent = (percent: number) => void;

const networkError = () => new ApiError(0, translateMessage('Network_error_abnormal_link_with_server_please_try_again_later'));

/**
 * A body sent with XMLHttpRequest, whose upload reports progress (fetch reports none); resolves with the HTTP
 * status and the reply's text, rejects with a translated network error when no answer comes.
 */
const sendWithProgress = (method: string, url: string, body: XMLHttpRequestBodyInit, headers: Record<string, string>, onPercent: OnPercent) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onPercent(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(networkError());
    xhr.send(body);
  });

interface Envelope {
  status?: number;
  msg?: string;
  data?: unknown;
}
/** The API's envelope, or null for anything else (a proxy's error page): then the HTTP status tells. */
const envelopeOf = (text: string): Envelope | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Envelope) : null;
  } catch {
    return null;
  }
};

/**
 * A multipart API call (a file in `form`) with its upload progress: the session's token and Url-Type as any call
 * sends them, the reply's data, or an ApiError whose message is in the page's language (the catalogue's).
 * `pathAndQuery` is the API path with its query string, if any.
 */
export const postFormWithProgress = async <T>(pathAndQuery: string, form: FormData, onPercent: OnPercent): Promise<T> => {
  const { token } = session.get();
  const headers: Record<string, string> = { 'Url-Type': urlType(pathAndQuery), ...(token ? { Authorization: token } : {}) };
  const { status, text } = await sendWithProgress('POST', `${env.apiBase}${pathAndQuery}`, form, headers, onPercent);
  const envelope = envelopeOf(text);
  const answered = typeof envelope?.status === 'number' ? envelope.status : status;
  if (answered === 200 && envelope) return envelope.data as T;
  throw new ApiError(answered, failureText(answered, envelope?.msg));
};

/**
 * Sends a file too large for one API request to storage, with its progress: the API's presigned upload
 * (POST /api/file/testcase-upload), then the PUT it allows. Resolves with the upload's key, by which later calls
 * name the file; a refusal by storage is an ApiError saying `refused` (already translated).
 */
export const stageInStorage = async (file: Blob, onPercent: OnPercent, refused: string): Promise<string> => {
  const start = await http.post<TestcaseUploadStart>('/api/file/testcase-upload', { size: file.size }, { silent: true });
  const { status } = await sendWithProgress('PUT', start.url, file, start.headers, onPercent);
  if (status < 200 || status >= 300) throw new ApiError(status, refused);
  return start.key;
};
