import type { Lang } from './lang';

/** Where the API is and which language its messages come back in (Accept-Language). */
export interface ApiTarget {
  base: string;
  lang: Lang;
}

/** A reply as the app reads it; `status` 0 means the request never reached the server. */
export interface Reply<T = unknown> {
  status: number;
  body?: T;
}

export interface Envelope<T> {
  data: T;
  message?: string;
}

export interface ErrorBody {
  message?: string;
  errors?: Record<string, string | string[]>;
}

function headers(target: ApiTarget, token?: string, json = false): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': target.lang,
    ...(json && { 'Content-Type': 'application/json' }),
    ...(token && { Authorization: `Bearer ${token}` }),
  };
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Plain fetch, no retries: a failure is shown with a Retry button instead (issue 19). */
export async function request<T>(
  target: ApiTarget,
  path: string,
  { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {},
): Promise<Reply<T>> {
  try {
    const response = await fetch(`${target.base}${path}`, {
      method,
      headers: headers(target, token, body !== undefined),
      ...(body !== undefined && { body: JSON.stringify(body) }),
      credentials: 'omit',
    });
    return { status: response.status, body: (await readBody(response)) as T };
  } catch {
    return { status: 0 };
  }
}

/**
 * A multipart POST by XHR, the one browser API that reports upload progress. `onProgress` gets
 * 0…100. A dropped connection resolves with status 0, never throws.
 */
export function upload<T>(
  target: ApiTarget,
  path: string,
  form: FormData,
  { onProgress, token, idempotencyKey }: { onProgress?: (percent: number) => void; token?: string; idempotencyKey?: string } = {},
): Promise<Reply<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${target.base}${path}`);
    for (const [name, value] of Object.entries(headers(target, token))) xhr.setRequestHeader(name, value);
    // Issue 20: the same key on every retry of one submission, so the API stores it once.
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body: body as T });
    };
    xhr.onerror = () => resolve({ status: 0 });
    xhr.onabort = () => resolve({ status: 0 });
    xhr.ontimeout = () => resolve({ status: 0 });
    xhr.send(form);
  });
}

/** Field → first message of a 422 body (the server words them in the asked language). */
export function fieldMessages(body: unknown): Record<string, string> {
  const errors = (body as ErrorBody | undefined)?.errors ?? {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (first) out[field] = first;
  }
  return out;
}
