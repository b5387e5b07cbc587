// Support for the problem admin tests: an XMLHttpRequest whose uploads report progress (the test data upload uses it).
import { vi } from 'vitest';

/** What an XMLHttpRequest sent, and how the fake answers: progress at these shares, then a status and body. */
export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
/** `until`: the answer waits for it after the progress events (a page can be seen mid-upload). */
export type Answer = { status: number; body: string; progress?: number[]; until?: Promise<unknown> } | 'network-error';

/** An XMLHttpRequest that reports upload progress and answers from a table by `METHOD url`. */
export const fakeXhr = (answers: Record<string, Answer>) => {
  const sent: Sent[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    private request: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { method, url, headers: {}, body: null };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: unknown) {
      sent.push({ ...this.request, body });
      const answer = answers[`${this.request.method} ${this.request.url}`];
      setTimeout(async () => {
        if (!answer || answer === 'network-error') return this.onerror?.();
        for (const share of answer.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded: share, total: 100 });
        await answer.until;
        this.status = answer.status;
        this.responseText = answer.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

