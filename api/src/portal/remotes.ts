import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config';

/** The micro-frontends the shell loads, each served from STATIC_ROOT/<name>/dist. */
export const REMOTES = ['mfe-clients', 'mfe-limit-requests', 'mfe-account', 'mfe-self-onboarding', 'mfe-admin', 'mfe-dashboard'] as const;

export const shellDist = (config: Config) => path.join(config.staticRoot, 'shell', 'dist');

/** REMOTES_FILE when set (a deployment pointing remotes elsewhere), else the shell's build output. */
export const remotesFile = (config: Config) => config.remotesFile ?? path.join(shellDist(config), 'remotes.json');

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) collectStrings(item, into);
  return into;
}

/**
 * Origins of remote entries given as absolute URLs, whatever the file's exact shape;
 * the content security policy must allow scripts and fetches from them.
 */
export function remoteOrigins(config: Config): string[] {
  const file = remotesFile(config);
  if (!existsSync(file)) return [];
  const urls = collectStrings(JSON.parse(readFileSync(file, 'utf8')) as unknown, []);
  const origins = urls.filter((url) => /^https?:\/\//i.test(url) && URL.canParse(url)).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
