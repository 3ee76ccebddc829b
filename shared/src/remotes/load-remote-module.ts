import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemote } from './remote-registry';

/** Which exposed module of which remote, and how many times it has failed to load before. */
export interface RemoteModuleRequest {
  remote: string;
  module: string;
  attempt: number;
}

export type RemoteModuleLoader = (request: RemoteModuleRequest) => Promise<unknown>;

/** The default export of `<remote>/<module>` through the federation runtime; a retry re-reads remotes.json. */
export const loadRemoteModule: RemoteModuleLoader = async ({ remote, module, attempt }) => {
  await registerRemote(remote, attempt > 0);
  const loaded = await loadRemote<{ default?: unknown }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote} exposes no ${module}`);
  return loaded.default;
};
