// The web tests' XMLHttpRequest: uploads (lib/upload-progress.ts) report progress, which fetch cannot.
import { vi } from 'vitest';

/** What an XMLHttpRequest sent. */
export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

interface Pace {
  /** Upload progress reported first, as shares of 100. */
  progress?: number[];
  /** The answer waits for it after the progress (a page can be seen mid-upload). */
  until?: Promise<unknown>;
}
/** A status, body and reply headers; or the stubbed fetch's reply to the same request (a test's mockApi table); or no answer. */
export type Answer = (Pace & { status: number; body: string; headers?: Record<string, string> }) | (Pace & { fetch: true }) | 'network-error';

const reply = async (answer: Exclude<Answer, 'network-error'>, sent: Sent) => {
  if (!('fetch' in answer)) return { status: answer.status, body: answer.body, headers: new Headers(answer.headers) };
  const res = await fetch(sent.url, { method: sent.method, headers: sent.headers, body: sent.body as BodyInit });
  return { status: res.status, body: await res.text(), headers: res.headers };
};

/**
 * Stubs XMLHttpRequest with one answering from a table by `METHOD url`, else with `otherwise` (a request with
 * neither gets a network error). Returns the requests sent, in order.
 */
export function fakeXhr(answers: Record<string, Answer>, otherwise?: Answer) {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private replyHeaders = new Headers();
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.replyHeaders.get(name);
    }
    send(body: unknown) {
      const request = { ...this.request, body };
      sent.push(request);
      const answer = answers[`${request.method} ${request.url}`] ?? otherwise;
      setTimeout(async () => {
        if (!answer || answer === 'network-error') return this.onerror?.();
        for (const share of answer.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded: share, total: 100 });
        await answer.until;
        try {
          const { status, body: text, headers } = await reply(answer, request);
          this.status = status;
          this.responseText = text;
          this.replyHeaders = headers;
        } catch {
          return this.onerror?.();
        }
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
