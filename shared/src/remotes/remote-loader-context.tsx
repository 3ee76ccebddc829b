import { createContext, useContext, type ReactNode } from 'react';
import { loadRemoteModule, type RemoteModuleLoader } from './load-remote-module';

const RemoteLoaderContext = createContext<RemoteModuleLoader>(loadRemoteModule);

/**
 * Replaces how remote modules are loaded below it. Tests inject a loader here, so a page that
 * embeds another remote never reaches for the federation runtime or the network under jsdom.
 */
export function RemoteLoaderProvider({ load, children }: { load: RemoteModuleLoader; children: ReactNode }) {
  return <RemoteLoaderContext.Provider value={load}>{children}</RemoteLoaderContext.Provider>;
}

export function useRemoteLoader(): RemoteModuleLoader {
  return useContext(RemoteLoaderContext);
}
