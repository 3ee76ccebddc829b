import { AsyncLocalStorage } from 'node:async_hooks';
import { context, createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import type { Client, Pool } from 'pg';
import { installContextManager } from './context-manager';
import { bindPoolCallbacks, observeAll, observedClient, type QueryObserver } from './query-observer';

const REQUEST = createContextKey('request');

/** A pool whose connections are handed out when the test says, from wherever it says. */
function heldPool() {
  const waiting: ((error: Error | null, client: unknown) => void)[] = [];
  const pool = { connect: (callback: (error: Error | null, client: unknown) => void) => void waiting.push(callback) } as unknown as Pool;
  bindPoolCallbacks(pool);
  return { pool, handOut: () => waiting.shift()!(null, {}) };
}

const requestIn = () => context.active().getValue(REQUEST);

beforeAll(() => installContextManager());

test('a waiting caller gets its connection in its own context, even handed out from another request', () => {
  const { pool, handOut } = heldPool();
  const seen: unknown[] = [];
  context.with(ROOT_CONTEXT.setValue(REQUEST, 'first'), () => pool.connect(() => void seen.push(requestIn())));
  pool.connect(() => void seen.push(requestIn()));
  context.with(ROOT_CONTEXT.setValue(REQUEST, 'second'), () => {
    handOut();
    handOut();
  });
  expect(seen).toEqual(['first', undefined]);
});

test('a caller outside any context is handed its connection without entering one', () => {
  const { pool, handOut } = heldPool();
  // Entering a context is AsyncLocalStorage's run (context-manager.ts).
  const spy = jest.spyOn(AsyncLocalStorage.prototype, 'run');
  let seen: unknown = 'not called';
  pool.connect(() => (seen = requestIn()));
  handOut();
  expect(seen).toBeUndefined();
  expect(spy).not.toHaveBeenCalled();
  spy.mockRestore();
});

test('a promise-style connect passes through', async () => {
  const client = {};
  const pool = { connect: () => Promise.resolve(client) } as unknown as Pool;
  bindPoolCallbacks(pool);
  await expect(pool.connect()).resolves.toBe(client);
});

/** A stand-in for pg's Client: answers every statement with its own text, or fails one that says so. */
class EchoClient {
  query(config: unknown, values?: unknown, callback?: unknown): unknown {
    if (config && typeof (config as { submit?: unknown }).submit === 'function') return 'submitted';
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const done = (typeof callback === 'function' ? callback : values) as ((error: Error | null, result: unknown) => void) | undefined;
    const error = text.includes('fail') ? new Error(`${text} failed`) : null;
    if (typeof done === 'function') {
      queueMicrotask(() => done(error, error ? undefined : { text, values: typeof values === 'function' ? undefined : values }));
      return undefined;
    }
    return error ? Promise.reject(error) : Promise.resolve({ text, values: values ?? (config as { values?: unknown }).values });
  }
}

test('every way pg is called reports its statement once it has finished, and passes the answer on unchanged', async () => {
  const reports: string[] = [];
  const observer: QueryObserver = {
    start: (text) => (error) => void reports.push(`${text}: ${error instanceof Error ? error.message : 'ok'}`),
  };
  // Metrics and traces observe together.
  const both = observeAll([observer, { start: (text) => () => void reports.push(`also ${text}`) }]);
  const client = new (observedClient(EchoClient as unknown as typeof Client, both))() as unknown as EchoClient;

  const answered = (call: (callback: (error: Error | null, result: unknown) => void) => void) =>
    new Promise((resolve, reject) => call((error, result) => (error ? reject(error) : resolve(result))));
  await expect(answered((callback) => client.query('select 1', callback))).resolves.toEqual({ text: 'select 1', values: undefined });
  await expect(answered((callback) => client.query('select $1', [2], callback))).resolves.toEqual({ text: 'select $1', values: [2] });
  await expect(client.query({ text: 'select $1', values: [3] })).resolves.toEqual({ text: 'select $1', values: [3] });
  await expect(client.query('fail here')).rejects.toThrow('fail here failed');
  await expect(answered((callback) => client.query('fail too', [], callback))).rejects.toThrow('fail too failed');
  expect(client.query({ submit: () => undefined, text: 'cursor' })).toBe('submitted');
  expect(reports).toEqual([
    'select 1: ok',
    'also select 1',
    'select $1: ok',
    'also select $1',
    'select $1: ok',
    'also select $1',
    'fail here: fail here failed',
    'also fail here',
    'fail too: fail too failed',
    'also fail too',
  ]);
});
