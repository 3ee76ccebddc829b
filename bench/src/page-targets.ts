import type { LighthouseRow, PagesResult } from './results';

/** Issue 6's budgets for the pages. */
export const PAGE_TARGETS = {
  buildSeconds: 60,
  loginKilobytes: 200,
  everyPageKilobytes: 400,
  remoteEntryKilobytes: 30,
  performance: 95,
  accessibility: 100,
  /** Issue 19: embed.js and everything it loads before the first field is usable, React included. */
  embeddedFormKilobytes: 100,
} as const;

/** Issue 19: Lighthouse's mobile preset (slow 4G, a mid-range phone's CPU) on the embedded form. */
export const MOBILE_TARGETS = { performance: 90, accessibility: 100, lcpMs: 2500, cls: 0.05 } as const;

export interface PageVerdict {
  figure: string;
  target: string;
  reached: string;
  met: boolean;
  cause?: string;
}

const kb = (value: number) => `${value.toFixed(1)} KB`;

/** The build and page-weight figures against their targets, with the cause of each miss. */
export function pageVerdicts({ buildSeconds, weights }: PagesResult): PageVerdict[] {
  const largestEntry = Math.max(...weights.remoteEntries.map((entry) => entry.kilobytes));
  return [
    {
      figure: 'production build of the shell and the four remotes',
      target: `≤ ${PAGE_TARGETS.buildSeconds} s`,
      reached: `${buildSeconds.toFixed(0)} s`,
      met: buildSeconds <= PAGE_TARGETS.buildSeconds,
    },
    {
      figure: 'JavaScript of /login (shell, shared singletons, federation runtime)',
      target: `≤ ${PAGE_TARGETS.loginKilobytes} KB`,
      reached: kb(weights.login),
      met: weights.login <= PAGE_TARGETS.loginKilobytes,
      cause:
        "React DOM, the federation runtime, Redux Toolkit, i18next, React Router, final-form and Fluent UI's provider layer (Tabster, Griffel, tokens), all prescribed by the design, come to about 206 KB before a component is drawn (docs/page-weight.md)",
    },
    {
      figure: 'all JavaScript after visiting every page',
      target: `≤ ${PAGE_TARGETS.everyPageKilobytes} KB`,
      reached: kb(weights.everyPage),
      met: weights.everyPage <= PAGE_TARGETS.everyPageKilobytes,
      cause: `/login alone loads ${kb(weights.login)} of it; the rest is the four remotes' entries and code and the Fluent components they share (docs/page-weight.md)`,
    },
    {
      figure: 'the self-onboarding form embedded on another site (embed.js and all it loads before the first field)',
      target: `≤ ${PAGE_TARGETS.embeddedFormKilobytes} KB`,
      reached: kb(weights.embeddedForm),
      met: weights.embeddedForm <= PAGE_TARGETS.embeddedFormKilobytes,
    },
    {
      figure: `largest remoteEntry.js (of ${weights.remoteEntries.length})`,
      target: `≤ ${PAGE_TARGETS.remoteEntryKilobytes} KB`,
      reached: kb(largestEntry),
      met: largestEntry <= PAGE_TARGETS.remoteEntryKilobytes,
    },
  ];
}

export function lighthouseMet(row: LighthouseRow): boolean {
  if (row.preset !== 'mobile') return row.performance >= PAGE_TARGETS.performance && row.accessibility >= PAGE_TARGETS.accessibility;
  const { lcp, cls } = row.metrics ?? { lcp: Infinity, cls: Infinity };
  return (
    row.performance >= MOBILE_TARGETS.performance &&
    row.accessibility >= MOBILE_TARGETS.accessibility &&
    lcp <= MOBILE_TARGETS.lcpMs &&
    cls <= MOBILE_TARGETS.cls
  );
}
