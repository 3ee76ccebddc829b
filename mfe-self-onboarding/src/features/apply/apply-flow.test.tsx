import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '@back-office/shared/testing';
import { challengeRoute, listRoutes } from '../../test/applicant-routes';
import { FakeXhr } from '../../test/fake-xhr';
import { fillIdentity, fillToReview } from '../../test/fill-steps';
import { renderApp } from '../../test/render-app';
import { currentAttempt } from './send-attempt';
import { storageKey } from './use-application';

// jsdom draws no pictures: a chosen photo comes back compressed as a small JPEG.
jest.mock('../../kit/photos/compress-image', () => ({
  compressImageFile: (file: File) =>
    Promise.resolve({ name: file.name.replace(/\.\w+$/, '.jpg'), type: 'image/jpeg', size: 3, dataUrl: 'data:image/jpeg;base64,/9j/' }),
  readFileAsStored: (file: File) =>
    Promise.resolve({ name: file.name, type: file.type, size: file.size, dataUrl: 'data:application/pdf;base64,JVBE' }),
  compressSource: jest.fn(),
}));

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send my application' }));

beforeEach(() => {
  FakeXhr.install();
  mockRoutes({ ...listRoutes, ...challengeRoute });
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('shows the progress and checks a step on Next, focusing the first error', async () => {
  renderApp();
  expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Steps' }).querySelector('[aria-current="step"]')).toHaveTextContent('Who you are');
  await next();
  const name = screen.getByRole('textbox', { name: /Your full name/ });
  await waitFor(() => expect(name).toHaveFocus());
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('In Arabic, as on your ID card This field is required');
  expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
});

it('checks a field as it is left, with the SPEC rule in words, and fills what the national ID tells', async () => {
  renderApp();
  const nationalId = await screen.findByRole('textbox', { name: /Your national ID number/ });
  await userEvent.type(nationalId, '2900101');
  await userEvent.tab();
  expect(nationalId).toHaveAccessibleDescription('National ID must be exactly 14 digits');
  await userEvent.type(nationalId, '1234578');
  expect(nationalId).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('textbox', { name: 'Your birth date' })).toHaveValue('1 Jan 1990');
  expect(screen.getByRole('textbox', { name: 'Gender' })).toHaveValue('Male');
  await userEvent.type(screen.getByLabelText(/When your ID card was issued/), '2022-03');
  expect(screen.getByRole('textbox', { name: 'When your ID card expires' })).toHaveValue('Mar 2029');
});

it('keeps Arabic-Indic digits as Latin digits', async () => {
  renderApp();
  const mobile = await screen.findByRole('textbox', { name: /Your mobile number/ });
  await userEvent.type(mobile, '٠١٠١٢٣٤٥٦٧٨');
  expect(mobile).toHaveValue('01012345678');
});

it('continues where the applicant stopped after a reload, and the other language reads the same answers', async () => {
  const first = renderApp();
  await fillIdentity();
  await next();
  expect(await screen.findByRole('heading', { name: 'Where you live' })).toHaveFocus();
  first.unmount();
  renderApp({ lang: 'ar' });
  expect(await screen.findByText('الخطوة ٢ من ٥')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'السابق' }));
  expect(await screen.findByRole('textbox', { name: /اسمك بالكامل/ })).toHaveValue('منى أحمد');
  expect(JSON.parse(localStorage.getItem(storageKey('/api'))!)).toMatchObject({ step: 'identity' });
});

it('sends everything with the proof of work by XHR, shows progress, then the reference, and forgets the application', async () => {
  renderApp();
  await fillToReview();
  expect(screen.getByRole('region', { name: 'Who you are' })).toHaveTextContent('منى أحمد');
  await send();
  expect(await screen.findByText('You must consent to the processing of your data to apply')).toBeInTheDocument();
  expect(FakeXhr.sent).toHaveLength(0);
  await userEvent.click(screen.getByRole('checkbox', { name: /Personal Data Protection Law/ }));
  await send();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.last();
  expect(xhr.url).toBe('/api/client-self-store');
  expect(xhr.headers['Accept-Language']).toBe('en');
  const body = xhr.body!;
  expect(body.get('client_name')).toBe('منى أحمد');
  expect(body.get('home_area_id')).toBe('100');
  expect(body.get('NID_expired_date')).toBe('2029-03');
  expect(body.get('gender')).toBe('1');
  expect(body.get('consent')).toBe('1');
  expect(body.get('website')).toBe('');
  expect(JSON.parse(atob(String(body.get('pow'))))).toMatchObject({ number: 3, salt: 's', signature: 'sig' });
  expect(body.get('selfie')).toBeInstanceOf(Blob);
  act(() => xhr.progress(50, 100));
  expect(screen.getByRole('progressbar', { name: 'Sending your application…' })).toHaveAttribute('value', '50');
  act(() => xhr.respond(201, { message: 'ok', data: { reference: 'SO-7K3MQ-9QXDA' } }));
  expect(await screen.findByRole('heading', { name: 'Application received' })).toHaveFocus();
  expect(screen.getByText(/Your reference number is SO-7K3MQ-9QXDA/)).toBeInTheDocument();
  expect(localStorage.getItem(storageKey('/api'))).toBeNull();
  expect(sessionStorage.getItem(storageKey('/api'))).toBe(JSON.stringify({ documents: [] }));
  await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
  expect(await screen.findByRole('textbox', { name: /Reference number/ })).toBeInTheDocument();
});

it('offers Retry when the connection drops or the server fails, losing nothing', async () => {
  renderApp();
  await fillToReview();
  await userEvent.click(screen.getByRole('checkbox', { name: /Personal Data Protection Law/ }));
  await send();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => FakeXhr.last().fail());
  expect(await screen.findByRole('alert')).toHaveTextContent('The connection was lost. Nothing you typed is lost; try again.');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  act(() => FakeXhr.last().respond(503, { message: 'Unavailable' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your application could not be sent just now');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(3));
  act(() => FakeXhr.last().respond(429, { message: 'Too many' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many applications were sent from here.');
  expect(FakeXhr.last().body!.get('client_name')).toBe('منى أحمد');
});

it('takes a 422 back to the step and field in error, in the server words', async () => {
  renderApp();
  await fillToReview();
  await userEvent.click(screen.getByRole('checkbox', { name: /Personal Data Protection Law/ }));
  await send();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  act(() => FakeXhr.last().respond(422, { message: 'invalid', errors: { prime_mobile_number: ['Mobile refused'] } }));
  const mobile = await screen.findByRole('textbox', { name: /Your mobile number/ });
  await waitFor(() => expect(mobile).toHaveFocus());
  expect(mobile).toHaveAccessibleDescription('11 digits, e.g. 01012345678 Mobile refused');
  expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
});

it('retries with the same Idempotency-Key and proof of work, and forgets both once received (issue 20)', async () => {
  renderApp();
  await fillToReview();
  await userEvent.click(screen.getByRole('checkbox', { name: /Personal Data Protection Law/ }));
  await send();
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const first = FakeXhr.last();
  const key = first.headers['Idempotency-Key'];
  expect(key).toMatch(/^[\w-]{16,}$/);
  act(() => first.fail());
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
  const retry = FakeXhr.last();
  expect(retry.headers['Idempotency-Key']).toBe(key);
  expect(retry.body!.get('pow')).toBe(first.body!.get('pow'));
  act(() => retry.respond(201, { message: 'ok', data: { reference: 'SO-7K3MQ-9QXDA' } }));
  expect(await screen.findByRole('heading', { name: 'Application received' })).toBeInTheDocument();
  expect(localStorage.getItem(`${storageKey('/api')}:attempt`)).toBeNull();
  // The next application gets a key of its own.
  expect(currentAttempt(storageKey('/api')).key).not.toBe(key);
});
