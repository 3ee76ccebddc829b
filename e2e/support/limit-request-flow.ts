import type { Page } from 'playwright-core';
import { field } from './client-flow';
import type { LimitRequestLabels } from './limit-request-labels';

/** Picks the first real option of a native select once the options have arrived. */
async function chooseFirst(page: Page, label: string) {
  const select = field(page.locator('main'), label);
  await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await select.selectOption({ index: 1 });
}

/** Terms, relative, three camera captures and one general document, as an agent fills them. */
export async function fillLimitRequest(page: Page, text: LimitRequestLabels, file: { name: string; mimeType: string; buffer: Buffer }) {
  const main = page.locator('main');
  await field(main, text.code).and(page.locator('input[value^="LR-"]')).waitFor();
  await chooseFirst(page, text.merchant);
  await chooseFirst(page, text.product);
  await field(main, text.branch).locator('option:checked:not([value=""])').waitFor({ state: 'attached' });
  // The tenure's label also names its info button.
  await main.locator('input').and(field(main, text.tenure)).fill('12');
  await field(main, text.requestedLimit).fill('50000');
  await field(main, text.relativeName).fill('محمود علي');
  await field(main, text.relativeMobile).fill('01012345678');
  await chooseFirst(page, text.relativeDegree);

  for (const capture of text.captures) {
    const group = page.getByRole('group', { name: capture, exact: true });
    await group.getByRole('button', { name: text.openCamera }).click();
    await group.getByRole('button', { name: text.capture }).click();
    await group.getByRole('img').waitFor();
  }

  const documents = page.getByRole('group', { name: text.generalDocuments });
  await documents.getByRole('button', { name: text.addDocument }).click();
  await field(documents, text.documentType).last().selectOption({ index: 1 });
  await field(documents, text.file).last().setInputFiles(file);
}

/** Runs one action from the details page's menu; `fill` completes its dialog first. */
export async function runAction(
  page: Page,
  text: LimitRequestLabels,
  actionName: string,
  fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: text.moreActions }).click();
  await page.getByRole('menuitem', { name: actionName }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: actionName, exact: true }).click();
  await page.getByText(text.actionDone).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}
