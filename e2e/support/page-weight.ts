import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  gzipBytes: number;
}

/** Records each JavaScript file the page loads once, with its gzip size (what a server would send). */
export function recordScripts(page: Page): ScriptLoad[] {
  const loads: ScriptLoad[] = [];
  const seen = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok() || seen.has(response.url())) return;
    seen.add(response.url());
    const body = await response.body().catch(() => undefined);
    if (body) loads.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length });
  });
  return loads;
}

export function totalKilobytes(loads: ScriptLoad[]): number {
  return Math.round(loads.reduce((sum, load) => sum + load.gzipBytes, 0) / 102.4) / 10;
}
