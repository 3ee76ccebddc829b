import { registerRemotes } from '@module-federation/enhanced/runtime';

/** remotes.json: container name → URL of that remote's mf-manifest.json. */
export type RemotesConfig = Record<string, string>;

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesConfig;
}

function register(config: RemotesConfig, force = false): void {
  const remotes = Object.entries(config).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force });
}

let ready: Promise<void> | undefined;

/** Read once per page; a failed read is tried again the next time a remote is asked for. */
export function remotesReady(): Promise<void> {
  ready ??= fetchRemotesConfig()
    .then((config) => register(config))
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

/** After a failure: read remotes.json again (the remote may have moved) and drop cached entries. */
export async function refreshRemotes(): Promise<void> {
  register(await fetchRemotesConfig(), true);
}
