import type { ApplicantStatusView, StatusSession } from '@back-office/shared/contract';
import { request, upload, type ApiTarget, type Envelope, type ErrorBody, type Reply } from '../../kit/http';

/** SPEC/issue 19 status calls: a code by SMS, the code for a short session, the status, a document sent again. */
export const askForCode = (target: ApiTarget, body: { reference: string; mobile: string; pow: string }) =>
  request<ErrorBody>(target, '/self-onboarding/status/code', { method: 'POST', body });

export const verifyCode = (target: ApiTarget, body: { reference: string; mobile: string; code: string }) =>
  request<Envelope<StatusSession> & ErrorBody>(target, '/self-onboarding/status/verify', { method: 'POST', body });

export const readStatus = (target: ApiTarget, token: string) =>
  request<Envelope<ApplicantStatusView> & ErrorBody>(target, '/self-onboarding/status', { token });

export const sendRequestedDocument = (
  target: ApiTarget,
  token: string,
  requestId: number,
  file: Blob,
  name: string,
  onProgress: (percent: number) => void,
  idempotencyKey?: string,
): Promise<Reply<ErrorBody>> => {
  const form = new FormData();
  form.append('file', file, name);
  return upload<ErrorBody>(target, `/self-onboarding/status/document-requests/${requestId}`, form, { token, onProgress, idempotencyKey });
};

/** The server's words for a failed call: its field message, else its message, else none. */
export function replyMessage(reply: Reply<ErrorBody>, field?: string): string | undefined {
  const errors = reply.body?.errors;
  const fromField = field && errors?.[field];
  if (fromField) return Array.isArray(fromField) ? fromField[0] : fromField;
  return reply.body?.message;
}
