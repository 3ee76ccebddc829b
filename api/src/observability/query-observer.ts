import { context } from '@opentelemetry/api';
import type { Client, Pool } from 'pg';

/** Told when a statement starts; the returned function is called once it has finished. */
export interface QueryObserver {
  start(text: string): (error?: unknown) => void;
}

type QueryCallback = (error: Error | null, result: unknown) => void;

/** Several observers (metrics, traces) as one. */
export function observeAll(observers: readonly QueryObserver[]): QueryObserver {
  // Every statement passes here: one observer is used as it is, without a list of stops per statement.
  if (observers.length === 1) return observers[0]!;
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
  const query = Base.prototype.query as (...args: unknown[]) => unknown;
  Observed.prototype.query = function observedQuery(this: Client, ...args: unknown[]) {
    const [first] = args;
    if (first && typeof (first as { submit?: unknown }).submit === 'function') return query.apply(this, args);
    const text = typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text ?? '');
    const stop = observer.start(text);
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as QueryCallback;
      args[args.length - 1] = (error: Error | null, result: unknown) => {
        stop(error ?? undefined);
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args) as Promise<unknown>;
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
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  pool.connect = ((callback?: (...args: unknown[]) => void) => {
    if (!callback) return connect();
    const own = context.active();
    return connect((...args: unknown[]) =>
      context.active() === own ? callback(...args) : context.with(own, callback, undefined, ...args),
    );
  }) as Pool['connect'];
}
