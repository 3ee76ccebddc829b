import { AsyncLocalStorage } from 'node:async_hooks';
import { context, ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';

/**
 * The active trace context carried through callbacks and promises with AsyncLocalStorage, as
 * @opentelemetry/context-async-hooks does; written here (twenty lines) rather than adding a package.
 */
class AsyncLocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();

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

let installed = false;

/** Once per process: the API's global holds one manager, and every app in it shares it. */
export function installContextManager(): void {
  if (installed) return;
  installed = true;
  // False when the host already registered one (an auto-instrumentation preload): keep theirs.
  context.setGlobalContextManager(new AsyncLocalContextManager());
}
