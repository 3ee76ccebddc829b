import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

export interface ScriptLoad {
  url: string;
  gzipBytes: number;
}

export interface ScriptRecorder {
  /** The scripts loaded so far, once the bodies of those that have answered are read. */
  loaded(): Promise<ScriptLoad[]>;
}

/** Records each JavaScript file the page loads once, with its gzip size (what a server would send). */
export function recordScripts(page: Page): ScriptRecorder {
  const loads: ScriptLoad[] = [];
  const seen = new Set<string>();
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok() || seen.has(response.url())) return;
    seen.add(response.url());
    const read = response.body().then(
      (body) => void loads.push({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
      () => undefined,
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return {
    async loaded() {
      await Promise.all(reading);
      return [...loads];
    },
  };
}

export function totalKilobytes(loads: ScriptLoad[]): number {
  return Math.round(loads.reduce((sum, load) => sum + load.gzipBytes, 0) / 102.4) / 10;
}

export function kilobytes(load: ScriptLoad): number {
  return Math.round(load.gzipBytes / 102.4) / 10;
}

/** Modules of React, React DOM, Fluent UI (with Griffel and Tabster) and the shared package. */
const WATCHED = /(?:node_modules\/|\/(?=shared\/src\/))((?:react|react-dom|tabster|@fluentui\/[^/]+|@griffel\/[^/]+|shared\/src)\/.+)$/;

/** The watched modules a script was built from, named by their path inside the package. */
export async function watchedModules(url: string): Promise<string[]> {
  const response = await fetch(`${url}.map`);
  // Rspack writes no map for a chunk of generated code only (a shared module's re-exports).
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url}.map answered ${response.status}`);
  const { sources } = (await response.json()) as { sources: string[] };
  return sources.map((source) => WATCHED.exec(source)).flatMap((match) => (match?.[1] ? [match[1]] : []));
}

/**
 * Every watched module that more than one loaded script carries, with those scripts.
 * Read from the source maps the build writes beside each chunk: they name every module in
 * it, whichever app built it, so the answer holds for what the browser was really sent.
 */
export async function modulesInSeveralScripts(loads: ScriptLoad[]): Promise<Map<string, string[]>> {
  const carriers = new Map<string, string[]>();
  for (const load of loads) {
    for (const module of new Set(await watchedModules(load.url))) {
      carriers.set(module, [...(carriers.get(module) ?? []), new URL(load.url).pathname]);
    }
  }
  return new Map([...carriers].filter(([, scripts]) => scripts.length > 1));
}

/** `react-dom/cjs/x.js` → `react-dom`; `@fluentui/react-button/lib/x.js` → `@fluentui/react-button`. */
export function packageOf(module: string): string {
  return /^(?:@[^/]+\/)?[^/]+/.exec(module)?.[0] ?? module;
}
