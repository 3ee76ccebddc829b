import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { networkQuiet } from './network-quiet';
import { until } from './until';

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts issue 6 forbids; minor and moderate findings are reported by axe but do not fail. */
const BLOCKING = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Waits until nothing is loading or moving: no request in flight, no spinner,
 * no running transition (a half-faded colour would fail the contrast rule by accident).
 */
async function settle(page: Page): Promise<void> {
  // Generous: on the shared 2-core machine a page's last remote chunk can take long to arrive.
  // 'networkidle', leaving out the notification stream a signed-in page keeps open (issue 18).
  await networkQuiet(page, 60_000);
  await until(
    () =>
      page.evaluate(
        () =>
          document.querySelector('[role="progressbar"], .fui-Spinner') === null &&
          document.getAnimations().every((animation) => animation.playState !== 'running'),
      ),
    `${page.url()} settles`,
  );
}

/** axe-core's serious and critical violations on the page as it is now, one line each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await settle(page);
  // Evaluated through DevTools rather than added as a <script>: the portal's CSP rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate<AxeViolation[]>(
    `axe.run(document, { resultTypes: ['violations'] }).then((results) => results.violations)`,
  );
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}: ${violation.help}`,
    );
}
