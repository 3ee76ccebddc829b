import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Typing letter by letter adds nothing here and is slow; the field sees one change. */
function enter(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

/** The English labels the filler looks for: staff wording, or the applicant's on the public form (issue 15). */
const LABELS = {
  staff: {
    client_name: /Client name/,
    national_id: /National ID/,
    issuance: /ID issuance date/,
    mobile: /^Mobile number/,
    employment: /Employment type/,
    title: /Job title/,
    income: /Monthly income/,
    company_name: /Company name/,
    sector: /Company sector/,
    nidAddress: 'National ID address',
    homeAddress: 'Current home address',
    companyInfo: 'Company info',
  },
  applicant: {
    client_name: /^Your full name/,
    national_id: /^Your national ID number/,
    issuance: /^When your ID card was issued/,
    mobile: /^Your mobile number/,
    employment: /^How you work/,
    title: /^Your job title/,
    income: /^Your monthly income/,
    company_name: /^The company you work for/,
    sector: /^Your company's sector/,
    nidAddress: 'The address on your ID card',
    homeAddress: 'Where you live now',
    companyInfo: 'Where you work',
  },
};

export type FillAudience = keyof typeof LABELS;

async function chooseAddress(section: string, address: string) {
  const group = within(screen.getByRole('group', { name: section }));
  await userEvent.selectOptions(group.getByRole('combobox', { name: /^Governorate/ }), 'Cairo');
  await userEvent.selectOptions(
    await group.findByRole('combobox', { name: /^City/ }),
    await group.findByRole('option', { name: 'Nasr City' }),
  );
  await userEvent.selectOptions(group.getByRole('combobox', { name: /^Area/ }), await group.findByRole('option', { name: 'Zone 1' }));
  enter(group.getByRole('textbox', { name: /^Address/ }), address);
}

/** Types a client every rule accepts into the English client form (create or self); consent is left to the test. */
export async function fillClientForm(audience: FillAudience = 'staff') {
  const label = LABELS[audience];
  enter(screen.getByRole('textbox', { name: label.client_name }), 'منى أحمد');
  enter(screen.getByRole('textbox', { name: label.national_id }), '29001011234578');
  enter(screen.getByLabelText(label.issuance), '2022-03');
  enter(screen.getByRole('textbox', { name: label.mobile }), '01012345678');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label.employment }), 'Employee');
  enter(screen.getByRole('textbox', { name: label.title }), 'محاسبة');
  enter(screen.getByRole('textbox', { name: label.income }), '15000');
  await chooseAddress(label.nidAddress, 'شارع النصر');
  await chooseAddress(label.homeAddress, 'شارع التحرير');
  await chooseAddress(label.companyInfo, 'شارع الهرم');
  enter(screen.getByRole('textbox', { name: label.company_name }), 'شركة النيل');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label.sector }), 'Banking');
}
