import { screen, within } from '@testing-library/react';
import { formatDateTime } from '@back-office/shared';
import { matchedApplication } from '../../../test/document-requests-fixture';
import { renderDetails } from '../../../test/render-details';

const APPLICATIONS = 'GET /api/clients/7/applications';

test('issue 19: each matched application with its reference, date, the fields under the form labels and its files', async () => {
  renderDetails({}, 'en', undefined, {
    [APPLICATIONS]: { body: { data: [matchedApplication(), matchedApplication({ id: 5, reference: 'SO-ABCDE-12345', files: [] })] } },
  });
  const section = await screen.findByRole('region', { name: 'Self-onboarding applications that matched this client' });
  const [first, second] = within(within(section).getByRole('list', { name: 'Matched applications' })).getAllByRole('article');
  expect(within(first!).getByRole('heading', { level: 3, name: 'Application SO-7K3MQ-9QXDA' })).toBeInTheDocument();
  expect(within(first!).getByText(`Sent ${formatDateTime('2024-06-03T08:15:00Z', 'en')}`)).toHaveAttribute(
    'datetime',
    '2024-06-03T08:15:00Z',
  );
  const pairs = within(first!)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
  expect(pairs).toEqual([
    'Client name: أحمد محمد علي',
    'National ID: 29001011234578',
    'Mobile number: 01012345678',
    'Gender: Male',
    'Home — City: Nasr City',
    'Second mobile number: —',
  ]);
  const selfie = within(first!).getByRole('link', { name: 'Selfie (opens in a new tab)' });
  expect(selfie).toHaveAttribute('href', 'https://files.test/signed/selfie.jpg');
  expect(selfie).toHaveAttribute('target', '_blank');
  expect(selfie).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(second!).getByText('No files')).toBeInTheDocument();
});

test('none matched: no section', async () => {
  renderDetails();
  await screen.findByText('Limit requests are unavailable right now');
  expect(screen.queryByRole('region', { name: /matched this client/ })).not.toBeInTheDocument();
});

test('in Arabic: the section, labels and values read in Arabic', async () => {
  renderDetails({}, 'ar', undefined, { [APPLICATIONS]: { body: { data: [matchedApplication()] } } });
  const section = await screen.findByRole('region', { name: 'طلبات التسجيل الذاتي المطابقة لهذا العميل' });
  expect(within(section).getByRole('heading', { level: 3, name: 'الطلب SO-7K3MQ-9QXDA' })).toBeInTheDocument();
  expect(within(section).getByText('ذكر')).toBeInTheDocument();
  expect(within(section).getByText('البيانات المرسلة')).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Selfie (يفتح في علامة تبويب جديدة)' })).toBeInTheDocument();
});
