export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
}

/** What the fake server does: answer with JSON, or drop the connection (the XHR's onerror). */
export type XhrAnswer = { status: number; body: unknown } | 'network-error';

/** Stands in for XMLHttpRequest: reports half the upload, then answers with `respond`'s JSON. */
export function mockXhr(respond: (upload: SentUpload) => XhrAnswer) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private request: SentUpload = { method: '', url: '', headers: {}, body: new FormData() };

    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: FormData) {
      this.request.body = body;
      sent.push(this.request);
      // Answered on a later microtask, as a real request would be, and immune to fake timers.
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        const answer = respond(this.request);
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      });
    }
  }
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (window.XMLHttpRequest = original) };
}
