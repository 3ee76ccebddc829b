import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { blockingViolations } from '../support/axe';
import { measureOverflow } from '../support/page-overflow';
import { keepScreenshotOnFailure, loggedInPage, type Language } from '../support/staff-page';
import { until } from '../support/until';
import { usePortal } from '../support/use-portal';

// Issue 18: the bell in the top bar and its panel, in both languages and themes, wide and at 360 px.
const session = usePortal(54);

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 900 };
const text = {
  ar: { bell: /^الإشعارات، /, title: 'الإشعارات' },
  en: { bell: /^Notifications, /, title: 'Notifications' },
} as const;

async function signedIn(language: Language, theme: string, viewport: typeof WIDE): Promise<Page> {
  const page = await loggedInPage(session.browser, session.portal.baseUrl, language, 'agent@demo.test', viewport);
  await page.context().addInitScript(`localStorage.setItem('theme', '${theme}')`);
  await page.reload();
  return page;
}

for (const language of ['ar', 'en'] as const satisfies Language[]) {
  describe(`the notification bell (${language})`, () => {
    for (const [theme, viewport] of [
      ['light', WIDE],
      ['dark', PHONE],
    ] as const) {
      test(`${theme}, ${viewport.width} px: named with its count, the panel passes axe, Escape returns to the bell`, async (t) => {
        const page = await signedIn(language, theme, viewport);
        t.after(() => keepScreenshotOnFailure(page, `notification-bell-${language}-${theme}`));
        const bell = page.getByRole('button', { name: text[language].bell });
        await bell.waitFor();
        assert.deepEqual(await blockingViolations(page), [], 'the top bar with the bell');

        await bell.click();
        const panel = page.getByRole('dialog', { name: text[language].title });
        await panel.waitFor();
        assert.deepEqual(await blockingViolations(page), [], 'the open panel');
        const overflow = await measureOverflow(page);
        assert.ok(overflow.scrollWidth <= overflow.clientWidth, `no sideways scroll: ${overflow.culprits.join('; ')}`);

        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'hidden' });
        await until(
          () => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup') === 'dialog'),
          'the bell has the focus back',
        );
        assert.match((await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '', text[language].bell);
      });
    }
  });
}
