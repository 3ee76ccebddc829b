import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNumber } from '@back-office/shared';
import { deriveIdentity } from '@back-office/shared/rules';
import { FREELANCE_ID, geography, renderClientForm, validValues } from './client-form-fixture';

const section = (name: string) => screen.getByRole('group', { name });
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

test('the issuance month sets the expiry seven years on; clearing it clears the expiry', () => {
  renderClientForm();
  const issuance = screen.getByLabelText(/ID issuance date/);
  const expiry = textbox(/ID expiry date/);
  expect(expiry).toHaveAttribute('readonly');
  fireEvent.change(issuance, { target: { value: '2022-03' } });
  expect(expiry).toHaveValue('Mar 2029');
  fireEvent.change(issuance, { target: { value: '' } });
  expect(expiry).toHaveValue('');
});

test('the national ID fills birth date, age and gender (translated)', async () => {
  renderClientForm();
  await userEvent.type(textbox(/National ID/), '29001011234578');
  expect(textbox('Birth date')).toHaveValue('1 Jan 1990');
  expect(textbox('Age')).toHaveValue(String(deriveIdentity('29001011234578')!.age));
  expect(textbox('Gender')).toHaveValue('Male');
  await userEvent.clear(textbox(/National ID/));
  expect(textbox('Birth date')).toHaveValue('');
  expect(textbox('Gender')).toHaveValue('');
});

test('in Arabic the derived birth date, age and expiry are shown in Arabic-Indic digits, one date style (issue 15, defect 10)', async () => {
  renderClientForm({ language: 'ar' });
  await userEvent.type(textbox(/الرقم القومي/), '29001011234578');
  fireEvent.change(screen.getByLabelText(/تاريخ إصدار/), { target: { value: '03/2022' } });
  expect(textbox('تاريخ الميلاد')).toHaveValue('١ يناير ١٩٩٠');
  expect(textbox('السن')).toHaveValue(formatNumber(deriveIdentity('29001011234578')!.age, 'ar'));
  expect((textbox('السن') as HTMLInputElement).value).toMatch(/^[\u0660-\u0669]+$/);
  expect(textbox(/تاريخ انتهاء/)).toHaveValue('مارس ٢٠٢٩');
});

test('gender reads Female in Arabic as أنثى', () => {
  renderClientForm({ language: 'ar', initialValues: { gender: '2' } });
  expect(textbox('النوع')).toHaveValue('أنثى');
});

test('city waits for a governorate, area for a city; a new governorate resets both', async () => {
  renderClientForm();
  const home = within(section('Current home address'));
  const city = home.getByRole('combobox', { name: /^City/ });
  const area = home.getByRole('combobox', { name: /^Area/ });
  expect(city).toBeDisabled();
  expect(area).toBeDisabled();

  await userEvent.selectOptions(home.getByRole('combobox', { name: /^Governorate/ }), 'Cairo');
  expect(geography.useCities).toHaveBeenCalledWith(1);
  expect(city).toBeEnabled();
  await userEvent.selectOptions(city, 'Nasr City');
  expect(area).toBeEnabled();
  await userEvent.selectOptions(area, 'Zone 1');

  await userEvent.selectOptions(home.getByRole('combobox', { name: /^Governorate/ }), 'Giza');
  expect(city).toHaveDisplayValue('Select…');
  expect(area).toHaveDisplayValue('Select…');
  expect(area).toBeDisabled();
  expect(within(city).getByRole('option', { name: 'Dokki' })).toBeInTheDocument();
});

test('an edit form keeps its loaded city and area', () => {
  renderClientForm({ mode: 'edit', initialValues: validValues });
  const company = within(section('Company info'));
  expect(company.getByRole('combobox', { name: /^City/ })).toHaveDisplayValue('Dokki');
  expect(company.getByRole('combobox', { name: /^Area/ })).toHaveDisplayValue('Mesaha');
});

test('Freelance clients need no company name', async () => {
  const { submitted } = renderClientForm({ initialValues: { ...validValues, company_name: '' } });
  await userEvent.click(screen.getByRole('button', { name: 'Save client' }));
  const companyName = textbox(/Company name/);
  expect(companyName).toHaveAttribute('aria-invalid', 'true');
  expect(submitted).not.toHaveBeenCalled();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Employment type/ }), 'Freelance');
  await userEvent.click(screen.getByRole('button', { name: 'Save client' }));
  expect(submitted).toHaveBeenCalledWith(expect.objectContaining({ employment_type_id: FREELANCE_ID, company_name: '' }));
});

test('edit shows code, monthly income and expiry read-only', () => {
  renderClientForm({ mode: 'edit', initialValues: validValues });
  for (const name of ['Client code', 'Monthly income (EGP)', /ID expiry date/]) expect(textbox(name)).toHaveAttribute('readonly');
  expect(textbox('Client code')).toHaveValue('CL-000042');
});

test('shows the upload progress', () => {
  renderClientForm({ uploadProgress: 40 });
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByText('40%')).toBeInTheDocument();
});
