import type { Locator, Page } from 'playwright-core';
import type { Labels } from './labels';

/** A field by its visible label; required fields add an asterisk to the label. */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
}

async function fillAddress(section: Locator, text: Labels, address: string) {
  await field(section, text.governorate).selectOption('1');
  await field(section, text.city).selectOption('39');
  const area = field(section, text.area);
  await area.locator('option:nth-child(2)').waitFor({ state: 'attached' });
  await area.selectOption({ index: 1 });
  await field(section, text.address).fill(address);
}

export interface NewClient {
  name: string;
  nationalId: string;
  mobile: string;
}

/** Fills the create form as a person would: general data, three addresses, one document. */
export async function fillNewClient(page: Page, text: Labels, client: NewClient, file: { name: string; mimeType: string; buffer: Buffer }) {
  const general = page.getByRole('group', { name: text.general });
  await field(general, text.clientName).fill(client.name);
  await field(general, text.nationalId).fill(client.nationalId);
  // Typed month first, as the field's placeholder says (decision 0011).
  await field(general, text.issuance).fill('05/2023');
  await field(general, text.mobile).fill(client.mobile);
  await field(general, text.employmentType).selectOption('2');
  await field(general, text.title).fill('محاسب');
  await field(general, text.monthlyIncome).fill('12500');

  await fillAddress(page.getByRole('group', { name: text.nidAddress }), text, 'شارع عباس العقاد');
  await fillAddress(page.getByRole('group', { name: text.homeAddress }), text, 'شارع مكرم عبيد');
  const company = page.getByRole('group', { name: text.companyInfo });
  await field(company, text.companyName).fill('شركة النيل للتجارة');
  await field(company, text.sector).selectOption('1');
  await fillAddress(company, text, '12 شارع الطيران');

  await addDocument(page, text, file);
}

export async function addDocument(page: Page, text: Labels, file: { name: string; mimeType: string; buffer: Buffer }) {
  const documents = page.getByRole('group', { name: text.documents });
  await documents.getByRole('button', { name: text.addDocument }).click();
  const type = field(documents, text.documentType).last();
  await type.selectOption({ index: 1 });
  await field(documents, text.file).last().setInputFiles(file);
}
