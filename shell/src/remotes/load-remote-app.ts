import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { refreshRemotes, remotesReady } from './remote-registry';

export interface RemoteAppModule {
  default: ComponentType;
}

/** Loads `<remote>/App`; a retry re-reads remotes.json instead of reusing a failed load. */
export async function loadRemoteApp(remote: string, attempt: number): Promise<ComponentType> {
  await (attempt > 0 ? refreshRemotes() : remotesReady());
  const module = await loadRemote<RemoteAppModule>(`${remote}/App`);
  if (!module?.default) throw new Error(`${remote} exposes no App`);
  return module.default;
}
