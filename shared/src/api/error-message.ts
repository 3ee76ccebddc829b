import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ErrorBody } from '../contract/envelope';

type QueryError = FetchBaseQueryError | SerializedError | undefined;

function errorBody(error: QueryError): ErrorBody | undefined {
  if (!error || !('status' in error)) return undefined;
  const data = (error as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as ErrorBody) : undefined;
}

/** SPEC §8: the server's message when it sent one, otherwise the screen's fallback text. */
export function errorMessage(error: QueryError, fallback: string): string {
  return errorBody(error)?.message || fallback;
}

/** `client_documents.0.files` → `client_documents[0][files]`, the form's field names. */
export function toBracketPath(path: string): string {
  const [head, ...rest] = path.split('.');
  return head + rest.map((part) => `[${part}]`).join('');
}

/** Server field errors as final-form submission errors: every message of a field, keyed both ways. */
export function fieldErrors(error: QueryError): Record<string, string[]> {
  const errors = errorBody(error)?.errors ?? {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = Array.isArray(messages) ? messages : [messages];
    result[field] = list;
    if (field.includes('.')) result[toBracketPath(field)] = list;
  }
  return result;
}
