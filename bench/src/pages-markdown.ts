import { lighthouseMet, MOBILE_TARGETS, PAGE_TARGETS, pageVerdicts } from './page-targets';
import type { PagesResult } from './results';

const result = (met: boolean) => (met ? 'met' : 'missed');

/** The "Pages" section of RESULTS.md. */
export function pagesSection(pages: PagesResult): string[] {
  const verdicts = pageVerdicts(pages);
  const missed = verdicts.filter((verdict) => !verdict.met && verdict.cause);
  const slow = pages.lighthouse.filter((row) => !lighthouseMet(row));
  return [
    '## Pages: build, weight and Lighthouse',
    '',
    "The production build of the shell and the four remotes (`nx run-many -t build --skip-nx-cache`), timed; then the JavaScript Debian's Chromium receives (gzip -9) on the built portal, as `e2e/tests/page-weight.test.ts` measures it (`npm run page-weight -w e2e`); then Lighthouse, desktop preset (`npm run lighthouse -w e2e`, details in `bench/LIGHTHOUSE.md`).",
    '',
    '| Figure | Target | Reached | Result |',
    '|---|---|---:|---|',
    ...verdicts.map((verdict) => `| ${verdict.figure} | ${verdict.target} | ${verdict.reached} | ${result(verdict.met)} |`),
    '',
    ...(missed.length > 0
      ? ['Missed targets and their causes:', '', ...missed.map((verdict) => `- **${verdict.figure}**: ${verdict.cause}.`), '']
      : []),
    `Lighthouse, the median of ${pages.lighthouseRuns} run${pages.lighthouseRuns === 1 ? '' : 's'} per page (targets: staff pages on the desktop preset, performance ≥ ${PAGE_TARGETS.performance}, accessibility ${PAGE_TARGETS.accessibility}; the embedded public form on the mobile preset, performance ≥ ${MOBILE_TARGETS.performance}, accessibility ${MOBILE_TARGETS.accessibility}, LCP ≤ ${MOBILE_TARGETS.lcpMs / 1000} s, CLS ≤ ${MOBILE_TARGETS.cls}):`,
    '',
    '| Page | Language | Preset | Performance (runs low–high) | Accessibility | LCP | CLS | Result |',
    '|---|---|---|---:|---:|---:|---:|---|',
    ...pages.lighthouse.map(
      (row) =>
        `| ${row.page} | ${row.language} | ${row.preset ?? 'desktop'} | ${row.performance} (${row.spread[0]}–${row.spread[1]}) | ${row.accessibility} | ${row.metrics ? `${Math.round(row.metrics.lcp)} ms` : '—'} | ${row.metrics?.cls ?? '—'} | ${result(lighthouseMet(row))} |`,
    ),
    '',
    ...(slow.length > 0
      ? [
          `Below target: ${slow.map((row) => `${row.page} (${row.language})${row.failedAudits.length ? `: ${row.failedAudits.join('; ')}` : ''}`).join(', ')}; see the load average and metrics in bench/LIGHTHOUSE.md.`,
          '',
        ]
      : []),
  ];
}
