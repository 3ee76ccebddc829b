import { screen, within } from '@testing-library/react';
import { renderClientForm } from './client-form-fixture';

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

test('fields SPEC requires in Arabic say so before anyone types, in the English interface too (issue 15)', () => {
  renderClientForm();
  expect(textbox(/Client name/)).toHaveAccessibleDescription('In Arabic, as on the ID card');
  expect(textbox(/Job title/)).toHaveAccessibleDescription('In Arabic');
  const company = within(screen.getByRole('group', { name: 'Company info' }));
  expect(company.getByRole('textbox', { name: /^Address/ })).toHaveAccessibleDescription('In Arabic');
  // Only the company address is Arabic-only (SPEC §5); the other addresses carry no such hint.
  const home = within(screen.getByRole('group', { name: 'Current home address' }));
  expect(home.getByRole('textbox', { name: /^Address/ })).not.toHaveAccessibleDescription();
});

test('the month input says what to type, in both languages (issue 15)', () => {
  const { unmount } = renderClientForm();
  expect(screen.getByLabelText(/ID issuance date/)).toHaveAccessibleDescription('Month and year, e.g. 03/2020');
  unmount();
  renderClientForm({ language: 'ar' });
  expect(screen.getByLabelText(/تاريخ إصدار البطاقة/)).toHaveAccessibleDescription('الشهر والسنة، مثل \u200e03/2020');
  expect(textbox(/اسم العميل/)).toHaveAccessibleDescription('بالعربية كما في البطاقة');
  expect(textbox(/المسمى الوظيفي/)).toHaveAccessibleDescription('بالعربية');
});

test('the applicant is spoken to: their name, their national ID, where they work (English)', () => {
  renderClientForm({ mode: 'self' });
  expect(textbox(/^Your full name/)).toHaveAccessibleDescription('In Arabic, as on your ID card');
  expect(textbox(/^Your national ID number/)).toBeInTheDocument();
  expect(textbox(/^Your mobile number/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'About you' })).toBeInTheDocument();
  const work = within(screen.getByRole('group', { name: 'Where you work' }));
  expect(work.getByRole('textbox', { name: /^The company you work for/ })).toBeInTheDocument();
  expect(work.getByRole('combobox', { name: /^The company that sent you to us/ })).toBeInTheDocument();
  expect(screen.queryByText(/Client name|Lead company/)).not.toBeInTheDocument();
});

test('the applicant is spoken to in Arabic', () => {
  renderClientForm({ mode: 'self', language: 'ar' });
  expect(textbox(/^اسمك بالكامل/)).toHaveAccessibleDescription('بالعربية كما في بطاقتك');
  expect(textbox(/^رقمك القومي/)).toBeInTheDocument();
  expect(textbox(/^رقم هاتفك المحمول/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'أين تعمل' })).toBeInTheDocument();
  expect(screen.queryByText(/اسم العميل|الشركة المُحيلة/)).not.toBeInTheDocument();
});

test('staff wording can be asked for explicitly, and is the default outside self-onboarding', () => {
  renderClientForm({ mode: 'self', audience: 'staff' });
  expect(textbox(/^Client name/)).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'General information' })).toBeInTheDocument();
});
