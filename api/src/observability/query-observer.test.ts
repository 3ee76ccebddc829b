import { AsyncLocalStorage } from 'node:async_hooks';
import { context, createContextKey, ROOT_CONTEXT } from '@opentelemetry/api';
import type { Pool } from 'pg';
import { installContextManager } from './context-manager';
import { bindPoolCallbacks } from './query-observer';

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
