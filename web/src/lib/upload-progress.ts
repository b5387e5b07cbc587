import type { Call, QueryOfCall, ReplyOfCall } from '@oj/shared/api/call';
import { ApiError, apiUrl, callHeaders, settleReply, type Query, type Reply } from './http.ts';
import { serverMessagesReady, translateMessage } from './i18n.ts';
import { api } from './api.ts';
import { adminProblemCalls } from '@oj/shared/api/admin-problem';

/** Called with the share of the body sent so far, 0 to 100. */
export type OnPercent = (percent: number) => void;

const networkError = () => new ApiError(0, translateMessage('Network_error_abnormal_link_with_server_please_try_again_later'));

/**
 * A body sent with XMLHttpRequest, whose upload reports progress (fetch reports none); resolves with the reply,
 * rejects with a translated network error when no answer comes.
 */
const sendWithProgress = (method: string, url: string, body: XMLHttpRequestBodyInit, headers: Record<string, string>, onPercent: OnPercent) =>
  new Promise<Reply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onPercent(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    xhr.onload = () => resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText });
    const failed = () =>
      void serverMessagesReady()
        .catch(() => undefined)
        .then(() => reject(networkError()));
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.send(body);
  });

/**
 * A multipart API call (a file in `form`) with its upload progress, sent and settled as any call is (the token and
 * Url-Type, a refreshed token adopted, 401 and 403 handled): the reply's data, or an ApiError in the page's
 * language, not toasted (the upload's dialog shows it).
 */
export async function postFormWithProgress<C extends Call>(call: C, form: FormData, onPercent: OnPercent, query?: QueryOfCall<C>): Promise<ReplyOfCall<C>> {
  const reply = await sendWithProgress('POST', apiUrl(call.path, query as Query | undefined), form, callHeaders(call.path), onPercent);
  return settleReply<ReplyOfCall<C>>(call.path, reply, true);
}

/**
 * Sends a file too large for one API request to storage, with its progress: the API's presigned upload
 * (POST /api/file/testcase-upload), then the PUT it allows. Resolves with the upload's key, by which later calls
 * name the file; a refusal by storage is an ApiError saying `refused` (already translated).
 */
export async function stageInStorage(file: Blob, onPercent: OnPercent, refused: string, gid?: number): Promise<string> {
  // a group admin stages a zip for a problem of their group (the server checks their level there)
  const start = await api.call(adminProblemCalls.addTestcaseUpload, { body: gid === undefined ? { size: file.size } : { size: file.size, gid }, silent: true });
  const { status } = await sendWithProgress('PUT', start.url, file, start.headers, onPercent);
  if (status < 200 || status >= 300) throw new ApiError(status, refused);
  return start.key;
}
