import { screen, within } from '@testing-library/react';
import { formatDateTime } from '@back-office/shared';
import { requestsTo } from '@back-office/shared/testing';
import { documentRequestList, NO_DOCUMENT_REQUESTS } from '../../../test/document-requests-fixture';
import { renderDetails } from '../../../test/render-details';

const LIST = 'GET /api/clients/7/document-requests';

function renderWithRequests(body: unknown, language: 'ar' | 'en' = 'en', status = 200) {
  return renderDetails({ source: 'self_onboarding' }, language, undefined, { [LIST]: { body, status } });
}

test('issue 19: each request with its status in words, document, reason, note, who asked and when', async () => {
  renderWithRequests({ data: documentRequestList() });
  const section = await screen.findByRole('region', { name: 'Documents requested' });
  const rows = within(within(section).getByRole('table', { name: 'Documents requested from the applicant' })).getAllByRole('row');
  expect(rows).toHaveLength(4);
  const [, open, answered, withdrawn] = rows;

  expect(within(open!).getByText('National ID (front)')).toBeInTheDocument();
  expect(within(open!).getByText('Open')).toBeInTheDocument();
  expect(within(open!).getByText('Photo unreadable')).toBeInTheDocument();
  expect(within(open!).getByText('The corners are cut off')).toBeInTheDocument();
  expect(within(open!).getByText('Sara Agent')).toBeInTheDocument();
  expect(within(open!).getByText(formatDateTime('2024-06-02T09:00:00Z', 'en'))).toHaveAttribute('datetime', '2024-06-02T09:00:00Z');
  expect(within(open!).getByText('Waiting for the applicant')).toBeInTheDocument();
  expect(within(open!).getByRole('button', { name: 'Withdraw the request for National ID (front)' })).toBeInTheDocument();

  expect(within(answered!).getByText('Answered')).toBeInTheDocument();
  expect(within(answered!).getByText('—')).toBeInTheDocument();
  const file = within(answered!).getByRole('link', { name: 'Open the Salary slip the applicant sent (opens in a new tab)' });
  expect(file).toHaveAttribute('href', 'https://files.test/signed/slip.pdf');
  expect(file).toHaveAttribute('target', '_blank');
  expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  expect(within(answered!).queryByRole('button')).not.toBeInTheDocument();

  expect(within(withdrawn!).getByText('Withdrawn')).toBeInTheDocument();
  expect(within(withdrawn!).getByText(formatDateTime('2024-05-30T10:00:00Z', 'en'))).toBeInTheDocument();
  expect(within(withdrawn!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Ask for a document again' })).toBeInTheDocument();
});

test('nothing asked yet: the button and a line saying so', async () => {
  renderWithRequests({ data: documentRequestList({ requests: [] }) });
  const section = await screen.findByRole('region', { name: 'Documents requested' });
  expect(within(section).getByText('No document has been requested yet')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Ask for a document again' })).toBeInTheDocument();
});

test('a client with no applicant to ask (can_request false): no section, no button', async () => {
  const fetchMock = renderWithRequests({ data: { ...NO_DOCUMENT_REQUESTS, requests: documentRequestList().requests } });
  await screen.findByRole('region', { name: 'History' });
  // The page settles on the embedded limit-requests fallback once every section has answered.
  await screen.findByText('Limit requests are unavailable right now');
  expect(requestsTo(fetchMock, LIST)).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Documents requested' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ask for a document again' })).not.toBeInTheDocument();
});

test('a list that fails to load says so in its section with a retry; the rest of the page stays', async () => {
  renderWithRequests({ message: 'Database is offline' }, 'en', 500);
  const section = await screen.findByRole('region', { name: 'Documents requested' });
  expect(await within(section).findByText('Database is offline')).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'General information' })).toBeInTheDocument();
});

test('in Arabic: the section, statuses and answer read in Arabic', async () => {
  renderWithRequests({ data: documentRequestList() }, 'ar');
  const section = await screen.findByRole('region', { name: 'المستندات المطلوبة' });
  for (const text of ['مفتوح', 'تم الرد', 'مسحوب', 'في انتظار مقدّم الطلب', 'فتح الملف']) {
    expect(within(section).getByText(text)).toBeInTheDocument();
  }
  expect(within(section).getByRole('button', { name: 'طلب مستند مرة أخرى' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'سحب طلب National ID (front)' })).toBeInTheDocument();
});

describe('on a phone', () => {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 640px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  test('one card per request, the document as its title, the rest as labelled pairs', async () => {
    renderWithRequests({ data: documentRequestList() });
    const section = await screen.findByRole('region', { name: 'Documents requested' });
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    const cards = within(within(section).getByRole('list', { name: 'Documents requested from the applicant' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('National ID (front)')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Reason:')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Withdraw the request for National ID (front)' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: /Salary slip the applicant sent/ })).toBeInTheDocument();
  });
});
