import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';

/**
 * The active trace context carried through callbacks and promises with AsyncLocalStorage, as
 * @opentelemetry/context-async-hooks does; written here (twenty lines) rather than adding a package.
 *
 * Carrying costs every promise the process makes, traced or not: on Node 20 AsyncLocalStorage runs
 * its promise hooks from the first `run` until it is disabled (a loop of awaits ran 2.8 times
 * slower with them on; bench/RESULTS.md, run F). So it is carried only while a recorded request is
 * in flight: the observability plugin holds it for each one, and the last to end disables it (the
 * next `run` enables it again). With a ratio sampler, the requests left out then pay for the hooks
 * only beside a recorded one.
 */
class AsyncLocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();
  private holders = 0;

  hold(): void {
    this.holders += 1;
  }

  /** Work a recorded request left running after its end finds no context (its span has ended anyway). */
  release(): void {
    this.holders -= 1;
    if (this.holders === 0) this.storage.disable();
  }

  get holding(): boolean {
    return this.holders > 0;
  }

  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    active: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    // Every traced request enters here twice: without a `this` to bind, no closure is made.
    if (thisArg === undefined) return this.storage.run(active, fn, ...args);
    return this.storage.run(active, () => fn.call(thisArg, ...args));
  }

  bind<T>(active: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const run = (thisArg: unknown, args: unknown[]) =>
      this.with(active, () => (target as (...a: unknown[]) => unknown).apply(thisArg, args));
    return function bound(this: unknown, ...args: unknown[]) {
      return run(this, args);
    } as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.storage.disable();
    return this;
  }
}

let attempted = false;
let installed: AsyncLocalContextManager | undefined;

/** Once per process: the API's global holds one manager, and every app in it shares it. */
export function installContextManager(): void {
  if (attempted) return;
  attempted = true;
  const manager = new AsyncLocalContextManager();
  // False when the host already registered one (an auto-instrumentation preload): keep theirs.
  if (context.setGlobalContextManager(manager)) installed = manager;
}

/**
 * The active context. Ours is read straight from its store: the API's `context.active()` first
 * finds its manager in a process-wide registry (a global symbol and a version check), and every
 * statement and pooled connection asks. A host's own manager is asked through the API.
 */
export function activeContext(): Context {
  return installed ? installed.active() : context.active();
}

/** Runs `fn` in `active`, as `context.with` does, by the same shortcut. */
export function withContext<T>(active: Context, fn: () => T): T {
  return installed ? installed.with(active, fn) : context.with(active, fn);
}

/**
 * A recorded request begins: contexts are carried until the returned function is called (once is
 * enough; more calls do nothing). Without our manager (a host's own) there is nothing to hold.
 */
export function holdContexts(): () => void {
  const manager = installed;
  if (!manager) return () => undefined;
  manager.hold();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    manager.release();
  };
}

/** Whether any recorded request holds the contexts now (tests). */
export const contextsHeld = () => installed?.holding ?? false;
