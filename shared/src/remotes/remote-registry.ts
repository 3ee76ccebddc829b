import { registerRemotes } from '@module-federation/enhanced/runtime';

/** remotes.json: container name → URL of that remote's mf-manifest.json. */
export type RemotesConfig = Record<string, string>;

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

// Module state, one per page: rspack.base.js shares this module as a singleton, so every app
// registers and loads remotes on the shell's federation instance and remotes.json is read once.
let config: Promise<RemotesConfig> | undefined;
const registered = new Set<string>();

/** Read once per page; a failed read is tried again the next time a remote is asked for. */
export function remotesReady(): Promise<RemotesConfig> {
  config ??= fetchRemotesConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

/**
 * Registers `remote` from remotes.json before it is loaded. `fresh` (a retry after a failure)
 * reads remotes.json again, as the remote may have moved, and drops the cached entry.
 * A page without remotes.json (a remote's standalone page) fails here and shows its fallback.
 */
export async function registerRemote(remote: string, fresh: boolean): Promise<void> {
  if (fresh) config = undefined;
  const entry = (await remotesReady())[remote];
  if (!entry) throw new Error(`remotes.json names no ${remote}`);
  if (registered.has(remote) && !fresh) return;
  registerRemotes([{ name: remote, entry: new URL(entry, window.location.href).href }], { force: fresh });
  registered.add(remote);
}
