import { context } from '@opentelemetry/api';
import { activeContext } from './context-manager';
import type { Client, Pool } from 'pg';

/** Told when a statement starts; the returned function is called once it has finished. */
export interface QueryObserver {
  start(text: string): (error?: unknown) => void;
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/** Several observers (metrics, traces) as one. */
export function observeAll(observers: readonly QueryObserver[]): QueryObserver {
  // Every statement passes here: one observer is used as it is, two (metrics and traces) without a
  // list of stops per statement (small allocations in this path showed as GC time; decision 0027).
  if (observers.length === 1) return observers[0]!;
  if (observers.length === 2) {
    const [first, second] = observers as [QueryObserver, QueryObserver];
    return {
      start(text) {
        const stopFirst = first.start(text);
        const stopSecond = second.start(text);
        return (error) => {
          stopFirst(error);
          stopSecond(error);
        };
      },
    };
  }
  return {
    start(text) {
      const stops = observers.map((observer) => observer.start(text));
      return (error) => stops.forEach((stop) => stop(error));
    },
  };
}

/**
 * Issue 20: `Base` whose every statement is reported to `observer`: the one place all the
 * app's queries pass (drizzle, the pool's own `query`, transactions' clients). Streams and
 * cursors (objects with `submit`) pass unobserved: they end whenever their reader stops.
 */
export function observedClient(Base: typeof Client, observer: QueryObserver): typeof Client {
  const Observed = class extends Base {} as typeof Client;
  const query = Base.prototype.query as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  // pg's own three parameters, no rest array or destructuring: every statement passes here, and the
  // version with them cost about 5 % more CPU per request, most of it in the GC's threads (decision 0027).
  Observed.prototype.query = function observedQuery(this: Client, config: unknown, values?: unknown, callback?: unknown) {
    if (config && typeof (config as { submit?: unknown }).submit === 'function') return query.call(this, config, values, callback);
    const text = typeof config === 'string' ? config : String((config as { text?: unknown } | undefined)?.text ?? '');
    const stop = observer.start(text);
    // The callback is the last argument given: `query(text, callback)` or `query(text, values, callback)`.
    if (typeof callback === 'function' || typeof values === 'function') {
      const given = (typeof callback === 'function' ? callback : values) as QueryCallback;
      const reported = (error: Error | null, result: unknown) => {
        stop(error ?? undefined);
        given(error, result);
      };
      return typeof callback === 'function' ? query.call(this, config, values, reported) : query.call(this, config, reported);
    }
    const result = query.call(this, config, values) as Promise<unknown>;
    // A branch of its own: the caller still gets (and must handle) the rejection.
    result.then(
      () => stop(),
      (error: unknown) => stop(error),
    );
    return result;
  } as Client['query'];
  return Observed;
}

/**
 * A pool hands a waiting caller its connection from inside the releasing caller's callback,
 * so without this a traced query would land under another request's span. The callback enters
 * its own context only when it is called in another one: entering one makes Node 20 run its
 * promise hooks for every promise from then on, and with no request traced none ever needs to.
 */
export function bindPoolCallbacks(pool: Pool): void {
  type ConnectCallback = (error: Error | undefined, client: unknown, release: unknown) => void;
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  pool.connect = ((callback?: ConnectCallback) => {
    if (!callback) return connect();
    const own = activeContext();
    // pg-pool's three arguments as they are (no rest array: every statement passes here).
    return connect((error, client, release) =>
      activeContext() === own ? callback(error, client, release) : context.with(own, callback, undefined, error, client, release),
    );
  }) as Pool['connect'];
}
