import { writeFileSync } from 'node:fs';
import { launchChromium } from '../support/browser';
import { startEmbedSite } from '../support/embed-site';
import { kilobytes, totalKilobytes } from '../support/page-weight';
import { visitEmbeddedForm, visitEveryPage } from '../support/page-visits';
import { startPortal, type PortalServer } from '../support/portal-server';
import { portFor } from '../support/use-portal';

/** What `npm run bench` reads: kilobytes of gzip JavaScript, as the browser was sent them. */
interface PageWeights {
  login: number;
  everyPage: number;
  remoteEntries: { path: string; kilobytes: number }[];
  embeddedForm: number;
}

/**
 * Issue 6's page weights on the production build (`npm run page-weight -w e2e -- out.json`),
 * measured as `tests/page-weight.test.ts` measures them.
 */
async function main(output: string | undefined) {
  if (!output) throw new Error('usage: npm run page-weight -w e2e -- <output.json>');
  let portal: PortalServer | undefined;
  const site = await startEmbedSite(portFor(42), () => portal!.baseUrl);
  try {
    portal = await startPortal(portFor(8), { PUBLIC_ONBOARDING_ORIGINS: site.origin });
    const browser = await launchChromium();
    try {
      const visit = await visitEveryPage(browser, portal.baseUrl);
      const embedded = await visitEmbeddedForm(browser, site.pageUrl('ar'));
      const weights: PageWeights = {
        login: totalKilobytes(visit.login),
        everyPage: totalKilobytes(visit.everyPage),
        remoteEntries: visit.everyPage
          .filter((load) => load.url.endsWith('remoteEntry.js'))
          .map((load) => ({ path: new URL(load.url).pathname, kilobytes: kilobytes(load) })),
        embeddedForm: totalKilobytes(embedded),
      };
      writeFileSync(output, `${JSON.stringify(weights, null, 2)}\n`);
      console.log(`page weight: /login ${weights.login} KB, every page ${weights.everyPage} KB, embedded form ${weights.embeddedForm} KB`);
    } finally {
      await browser.close();
    }
  } finally {
    await portal?.stop();
    await site.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
