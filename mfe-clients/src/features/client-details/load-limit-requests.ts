import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export interface ClientLimitRequestsProps {
  clientId: number;
}

const REMOTE = 'mfe_limit_requests';

/**
 * The shell registers remotes on its own federation instance, and this bundle has its own,
 * so it reads the same remotes.json. Where there is none (this remote's standalone page)
 * the load below fails and the page shows its fallback.
 */
async function registerFromShellConfig(force: boolean): Promise<void> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  const config = response.ok ? ((await response.json()) as Record<string, string>) : {};
  const entry = config[REMOTE];
  if (entry) registerRemotes([{ name: REMOTE, entry: new URL(entry, window.location.href).href }], { force });
}

/** The limit-requests remote's list of one client's requests; a retry re-reads remotes.json. */
export async function loadClientLimitRequests(attempt: number): Promise<ComponentType<ClientLimitRequestsProps>> {
  await registerFromShellConfig(attempt > 0).catch(() => undefined);
  const module = await loadRemote<{ default: ComponentType<ClientLimitRequestsProps> }>(`${REMOTE}/ClientLimitRequests`);
  if (!module?.default) throw new Error(`${REMOTE} exposes no ClientLimitRequests`);
  return module.default;
}
