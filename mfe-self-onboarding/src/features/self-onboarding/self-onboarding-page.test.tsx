import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@back-office/shared';
import { fillClientForm, mockRoutes, renderUi } from '@back-office/shared/testing';
import App from '../../remote-entry';
import { publicRoutes } from '../../test/public-routes';

type Answer = { status: number; body: unknown };

function renderPage(
  storeAnswer: Answer = { status: 200, body: { message: 'ok', data: { reference: 'SO-2026-0042' } } },
  language: Language = 'en',
) {
  const mock = mockRoutes({ ...publicRoutes, '/api/client-self-store': storeAnswer });
  renderUi(<App />, { language, route: '/self-onboarding', mountPath: '/self-onboarding/*' });
  return mock;
}

async function sentApplication(requests: Request[]): Promise<FormData> {
  await waitFor(() => expect(requests.some((request) => request.url.endsWith('/api/client-self-store'))).toBe(true));
  return requests.find((request) => request.url.endsWith('/api/client-self-store'))!.formData();
}

async function fillAndConsent() {
  await fillClientForm('applicant');
  await userEvent.click(screen.getByRole('checkbox', { name: /personal data/ }));
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send my application' }));

afterEach(() => localStorage.clear());

it.each([
  ['ar', 'افتح حسابك', /قانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020/],
  ['en', 'Open your account', /Egypt's Personal Data Protection Law No\. 151 of 2020/],
] as const)('renders the visitor form with its consent (%s)', async (language, title, consent) => {
  renderPage(undefined, language);
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(await screen.findByRole('checkbox', { name: consent })).not.toBeChecked();
  // Mode 'self': the staff-only client code is not there.
  expect(screen.queryByRole('textbox', { name: language === 'en' ? 'Client code' : 'كود العميل' })).not.toBeInTheDocument();
});

it('has an empty honeypot that people and assistive technology never reach', async () => {
  renderPage();
  await screen.findByRole('checkbox', { name: /personal data/ });
  const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(honeypot).toHaveValue('');
  expect(honeypot.tabIndex).toBe(-1);
  expect(honeypot).toHaveAttribute('autocomplete', 'off');
  expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
});

it('sends nothing until consent is given', async () => {
  const { requests } = renderPage();
  await screen.findByRole('checkbox', { name: /personal data/ });
  await fillClientForm('applicant');
  await send();
  expect(await screen.findByText('You must consent to the processing of your data to apply')).toBeInTheDocument();
  expect(requests.some((request) => request.method === 'POST')).toBe(false);
});

it('sends the client multipart with the consent and the empty honeypot, then starts over with the reference shown', async () => {
  const { requests } = renderPage();
  await screen.findByRole('checkbox', { name: /personal data/ });
  await fillAndConsent();
  await send();
  const body = await sentApplication(requests);
  expect(body.get('consent')).toBe('1');
  expect(body.get('website')).toBe('');
  expect(body.get('client_name')).toBe('منى أحمد');
  expect(body.get('national_id')).toBe('29001011234578');
  expect(body.get('home_area_id')).toBe('100');
  const confirmation = await screen.findByRole('status');
  expect(confirmation).toHaveTextContent(
    'Your application was received successfully. Your reference number is SO-2026-0042; keep it to follow up on your application.',
  );
  expect(confirmation).toHaveFocus();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue(''));
  expect(screen.getByRole('checkbox', { name: /personal data/ })).not.toBeChecked();
});

it('shows the server field errors under their fields on 422', async () => {
  renderPage({
    status: 422,
    body: { message: 'The given data was invalid.', errors: { national_id: ['This national ID belongs to another client'] } },
  });
  await screen.findByRole('checkbox', { name: /personal data/ });
  await fillAndConsent();
  await send();
  expect(await screen.findByText('This national ID belongs to another client')).toBeInTheDocument();
  expect(screen.getByText('Some answers need correcting; see the messages under the fields.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Your full name/ })).toHaveValue('منى أحمد');
  // Issue 15, defect 6: focus and view move to the field in error, out of the banner's way.
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Your national ID number/ })).toHaveFocus());
});

it('says that there were too many applications on 429', async () => {
  renderPage({ status: 429, body: { message: 'Too many requests, try again later' } });
  await screen.findByRole('checkbox', { name: /personal data/ });
  await fillAndConsent();
  await send();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Too many applications were sent from here. Please try again later.');
  await waitFor(() => expect(alert).toHaveFocus());
});

it.each([
  ['en', /^Your full name/, 'In Arabic, as on your ID card', 'Where you work'],
  ['ar', /^اسمك بالكامل/, 'بالعربية كما في بطاقتك', 'أين تعمل'],
] as const)('speaks to the applicant, not in staff wording (%s, issue 15)', async (language, name, hint, work) => {
  renderPage(undefined, language);
  expect(await screen.findByRole('textbox', { name })).toHaveAccessibleDescription(hint);
  expect(screen.getByRole('group', { name: work })).toBeInTheDocument();
  expect(screen.queryByText(/Client name|Lead company|اسم العميل|الشركة المُحيلة/)).not.toBeInTheDocument();
});

it('never asks who is registered when a national ID is left', async () => {
  const { requests } = renderPage();
  const nationalId = await screen.findByRole('textbox', { name: /Your national ID number/ });
  await userEvent.type(nationalId, '29001011234578');
  await userEvent.tab();
  await screen.findByRole('checkbox', { name: /personal data/ });
  expect(requests.some((request) => request.url.includes('uniqueness'))).toBe(false);
});
