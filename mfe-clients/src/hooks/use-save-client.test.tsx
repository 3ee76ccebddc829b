import { act } from '@testing-library/react';
import type { SubmissionErrors } from 'final-form';
import { SAVE_REDIRECT_DELAY_MS, type ClientFormValues } from '@back-office/shared/ui';
import { mockXhr, type XhrAnswer } from '../test/mock-xhr';
import { renderWithProviders } from '../test/render-with-providers';
import { useSaveClient, type SaveClientOptions } from './use-save-client';

/** Issue 20: one Idempotency-Key per client create, kept through its retries, new after a success. */

const CREATED: XhrAnswer = { status: 201, body: { message: 'Created', data: { client: { id: 42, code: 'CL-000042' } } } };
const NO_CONNECTION: XhrAnswer = 'network-error';
const INVALID: XhrAnswer = { status: 422, body: { message: 'The given data was invalid.', errors: { national_id: ['Taken'] } } };
const KEY_REUSED: XhrAnswer = {
  status: 422,
  body: { message: 'This idempotency key was used for another request', errors: { 'idempotency-key': ['This idempotency key was used'] } },
};
const VALUES = { client_name: 'منى أحمد' } as ClientFormValues;

let xhr: ReturnType<typeof mockXhr> | undefined;
afterEach(() => {
  xhr?.restore();
  jest.useRealTimers();
});

/** The hook's onSubmit, mounted on the create route; the server answers each send in turn. */
function mountSave(answers: XhrAnswer[], options: Partial<SaveClientOptions> = {}) {
  jest.useFakeTimers();
  const queue = [...answers];
  xhr = mockXhr(() => queue.shift() ?? CREATED);
  let onSubmit: (values: ClientFormValues) => Promise<SubmissionErrors | undefined> = () => Promise.resolve(undefined);
  function Probe() {
    onSubmit = useSaveClient({ mode: 'create', path: '/clients/store', successKey: 'ok', failureKey: 'failed', ...options }).onSubmit;
    return null;
  }
  renderWithProviders(<Probe />, { route: '/clients/create' });
  /** One submission, the clock moved on until it ends (a success waits 1.5 s before leaving). */
  const submit = async () => {
    let settled = false;
    let pending: Promise<SubmissionErrors | undefined> = Promise.resolve(undefined);
    act(() => {
      pending = onSubmit(VALUES).finally(() => (settled = true));
    });
    for (let turn = 0; !settled && turn < 20; turn += 1) await act(() => jest.advanceTimersByTimeAsync(SAVE_REDIRECT_DELAY_MS));
    return pending;
  };
  const keys = () => xhr!.sent.map((upload) => upload.headers['Idempotency-Key']);
  return { submit, keys };
}

test('a retry after a dropped connection sends the same key; the next create after a success a new one', async () => {
  const { submit, keys } = mountSave([NO_CONNECTION, CREATED, CREATED]);
  expect(await submit()).toBeDefined();
  expect(await submit()).toBeUndefined();
  await submit();
  const [first, retry, next] = keys();
  expect(first).toMatch(/^[\w-]{16,}$/);
  expect(retry).toBe(first);
  expect(next).toMatch(/^[\w-]{16,}$/);
  expect(next).not.toBe(first);
});

test('a 422 to fix keeps the key (the server released it); a key refused for another body is replaced', async () => {
  const { submit, keys } = mountSave([INVALID, KEY_REUSED, CREATED]);
  await submit();
  await submit();
  await submit();
  const [first, fixed, fresh] = keys();
  expect(fixed).toBe(first);
  expect(fresh).not.toBe(first);
});

test('an edit sends no key (only creates are keyed)', async () => {
  const { submit } = mountSave([{ status: 200, body: { message: 'Saved', data: { client: { id: 7 } } } }], {
    mode: 'edit',
    path: '/clients/update/7',
    clientId: 7,
    version: 3,
  });
  await submit();
  expect(xhr!.sent[0]!.headers).not.toHaveProperty('Idempotency-Key');
  expect(xhr!.sent[0]!.headers['If-Match']).toBe('"3"');
});
