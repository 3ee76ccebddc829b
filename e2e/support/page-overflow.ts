import type { Page } from 'playwright-core';
import { until } from './until';

/**
 * Waits until the page has rendered: a level-one heading in <main> (or in a shadow root there, as
 * the public form draws itself, issue 19), no spinner left, the web font in. Pages load their data and their remote's code after the URL changes, so the width
 * is measured only once what will be shown is there.
 */
export async function waitUntilRendered(page: Page, what: string): Promise<void> {
  await until(
    () =>
      page.evaluate(
        () =>
          document.fonts.status === 'loaded' &&
          (document.querySelector('main h1') !== null ||
            Array.from(document.querySelectorAll('main *')).some((element) => element.shadowRoot?.querySelector('h1'))) &&
          document.querySelector('[role="progressbar"], .fui-Spinner') === null,
      ),
    `${what} has rendered`,
    30_000,
  );
}

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The elements sticking out of the viewport, to say what to fix. */
  culprits: string[];
}

/** How far the document scrolls sideways, and what sticks out of it (issue 15, defect 3). */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      // Only the innermost offenders: a parent sticking out because of its child says nothing new.
      const child = Array.from(element.children).some((node) => {
        const inner = node.getBoundingClientRect();
        return inner.width > 0 && (inner.right > width + 0.5 || inner.left < -0.5);
      });
      if (child) continue;
      const classes = element.getAttribute('class');
      const label = `${element.tagName.toLowerCase()}${classes ? `.${classes.split(' ')[0]}` : ''}`;
      culprits.push(`${label} [${Math.round(box.left)}, ${Math.round(box.right)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      if (culprits.length === 8) break;
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
}
