import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from './api-setup';
import { labels } from './labels';
import type { Language } from './staff-page';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** The accessibility audits that did not pass, so a score below 100 says why. */
  failedAudits: string[];
  /** What the performance score is made of, in ms (CLS unitless), so a low score says where the time went. */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'si', number>;
}

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

export interface AuditBrowser {
  /** Sets the language, and logs the agent in when `loggedIn`, in the profile Lighthouse will use. */
  prepare(baseUrl: string, language: Language, loggedIn: boolean): Promise<void>;
  /**
   * Desktop preset for the staff pages; mobile (Lighthouse's default: a mid-range phone's CPU, slow
   * 4G, simulated) for the public form that applicants open on their phones (issue 19).
   */
  audit(url: string, preset?: 'desktop' | 'mobile'): Promise<LighthouseScores>;
  close(): Promise<void>;
}

const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium prints its DevTools endpoint on stderr once it listens. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}: ${output}`)));
  });
}

async function prepareProfile(port: number, baseUrl: string, language: Language, loggedIn: boolean) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem('language', chosen);
  }, language);
  if (loggedIn) {
    const text = labels[language];
    await page.reload();
    await page.getByLabel(text.email).fill('agent@demo.test');
    await page.getByLabel(text.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: text.login }).click();
    // Issue 18: a log-in lands on the dashboard (/).
    await page.waitForURL((url) => url.pathname === '/');
  }
  await page.close();
  // Only detaches: the browser and its profile stay for Lighthouse.
  await browser.close();
}

/**
 * One Chromium, launched with a DevTools port, shared by Playwright (to log in and choose the language)
 * and Lighthouse (desktop preset). Storage is not reset, so the session and language survive into the audit.
 */
export async function launchAuditBrowser(): Promise<AuditBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const child = spawn(
    process.env.CHROME_PATH || '/usr/bin/chromium',
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group, so that closing it also ends the helper processes that write the profile.
      detached: true,
    },
  );
  const port = await devToolsPort(child);
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  return {
    prepare: (baseUrl, language, loggedIn) => prepareProfile(port, baseUrl, language, loggedIn),
    async audit(url, preset = 'desktop') {
      const result = await lighthouse(
        url,
        { port, logLevel: 'error', disableStorageReset: true, onlyCategories: ['performance', 'accessibility'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      // A run that failed (the page never painted, a protocol timeout) has no score; it is not a 0.
      if (runtimeError || categories.performance?.score == null || categories.accessibility?.score == null) {
        throw new Error(`lighthouse could not audit ${url}: ${runtimeError ? `${runtimeError.code} ${runtimeError.message}` : 'no score'}`);
      }
      const failedAudits = (categories.accessibility!.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
        .map((ref) => `${ref.id}: ${audits[ref.id]!.title}`);
      const metrics = Object.fromEntries(
        Object.entries(METRICS).map(([key, id]) => [key, Math.round((audits[id]?.numericValue ?? NaN) * 1000) / 1000]),
      ) as LighthouseScores['metrics'];
      return {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        failedAudits,
        metrics,
      };
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
      // A helper may still be flushing the profile for a moment after the group was told to end.
      rmSync(profile, { recursive: true, force: true, maxRetries: 25, retryDelay: 200 });
    },
  };
}
