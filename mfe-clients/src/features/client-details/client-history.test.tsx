import { screen, within } from '@testing-library/react';
import { formatDate, formatDateTime, formatMoney } from '@back-office/shared';
import type { ClientHistoryEntry } from '@back-office/shared/contract';
import '../../i18n/register-translations';
import { renderWithProviders } from '../../test/render-with-providers';
import { ClientHistory } from './client-history';

const entries: ClientHistoryEntry[] = [
  {
    id: 1,
    action: 'updated',
    actor: 'Sara Agent',
    at: '2024-05-31T10:05:00Z',
    changes: [
      { field: 'home_governorate_id', old: null, new: 'Giza', kind: 'text' },
      { field: 'nid_city_id', old: 'Dokki', new: 'Agouza', kind: 'text' },
      { field: 'company_address', old: '1 Nile St', new: null, kind: 'text' },
      { field: 'employment_type_id', old: 'Private', new: 'Government', kind: 'text' },
      { field: 'monthly_income', old: '15000.00', new: '17500.50', kind: 'money' },
      { field: 'birth_date', old: '1990-01-01', new: '1990-02-01', kind: 'date' },
      { field: 'NID_expired_date', old: '2029-03', new: '2030-04', kind: 'month' },
      { field: 'gender', old: '1', new: '2', kind: 'gender' },
      { field: 'client_documents', old: null, new: 'id-front.png', kind: 'file' },
      { field: 'client_documents', old: 'old-slip.pdf', new: null, kind: 'file' },
    ],
  },
  {
    id: 2,
    action: 'status_changed',
    actor: 'Rana Reviewer',
    at: '2024-06-01T08:30:00Z',
    changes: [{ field: 'status', old: 'pending', new: 'active', kind: 'client_status' }],
  },
];

function changesOf(entry: HTMLElement) {
  return within(within(entry).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

test("history reads in the form's words and the page's formats, with date and time (issue 15 defect 4)", () => {
  renderWithProviders(<ClientHistory entries={entries} />, { language: 'en' });
  // The entries are the ordered list's own items; each holds a list of its changes.
  const [updated, statusChanged] = within(screen.getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.tagName === 'OL');
  expect(updated).toHaveTextContent('Updated by Sara Agent');
  expect(within(updated!).getByText(formatDateTime('2024-05-31T10:05:00Z', 'en'))).toHaveAttribute('datetime', '2024-05-31T10:05:00Z');
  expect(formatDateTime('2024-05-31T10:05:00Z', 'en')).toMatch(/13:05/);
  expect(changesOf(updated!)).toEqual([
    'Home — Governorate: Giza',
    'National ID address — City: Dokki → Agouza',
    'Company — Address: 1 Nile St removed',
    'Employment type: Private → Government',
    `Monthly income (EGP): ${formatMoney('15000.00', 'en')} → ${formatMoney('17500.50', 'en')}`,
    `Birth date: ${formatDate('1990-01-01', 'en')} → ${formatDate('1990-02-01', 'en')}`,
    'ID expiry date: March 2029 → April 2030',
    'Gender: Male → Female',
    'Documents: id-front.png added',
    'Documents: old-slip.pdf removed',
  ]);
  expect(statusChanged).toHaveTextContent('Status changed by Rana Reviewer');
  expect(changesOf(statusChanged!)).toEqual(['Status: Pending → Active']);
  expect(screen.queryByText(/_id|home_|nid_/)).not.toBeInTheDocument();
});

test('in Arabic: translated labels, statuses and gender', () => {
  renderWithProviders(<ClientHistory entries={entries} />, { language: 'ar' });
  expect(screen.getByText('السكن — المحافظة: Giza')).toBeInTheDocument();
  expect(screen.getByText('النوع: ذكر ← أنثى')).toBeInTheDocument();
  expect(screen.getByText('الحالة: قيد المراجعة ← نشط')).toBeInTheDocument();
  expect(screen.getByText('تغيير الحالة بواسطة Rana Reviewer')).toBeInTheDocument();
});

const issue19: ClientHistoryEntry[] = [
  {
    id: 3,
    action: 'document_requested',
    actor: 'Sara Agent',
    at: '2024-06-02T09:00:00Z',
    changes: [
      { field: 'document_type_id', old: null, new: 'Salary slip', kind: 'text' },
      { field: 'document_request_reason_id', old: null, new: 'Document expired', kind: 'text' },
    ],
  },
  { id: 4, action: 'document_received', actor: null, at: '2024-06-02T15:00:00Z', changes: [] },
  { id: 5, action: 'document_request_cancelled', actor: 'Sara Agent', at: '2024-06-03T09:00:00Z', changes: [] },
  {
    id: 6,
    action: 'application_matched',
    actor: null,
    at: '2024-06-04T09:00:00Z',
    changes: [{ field: 'application', old: null, new: 'SO-7K3MQ-9QXDA', kind: 'text' }],
  },
];

test('issue 19: the history names asking for a document, its answer, its withdrawal and a matched application', () => {
  renderWithProviders(<ClientHistory entries={issue19} />, { language: 'en' });
  expect(screen.getByText('Document requested by Sara Agent')).toBeInTheDocument();
  expect(screen.getByText('Document: Salary slip')).toBeInTheDocument();
  expect(screen.getByText('Reason: Document expired')).toBeInTheDocument();
  expect(screen.getByText('Document received (from the applicant)')).toBeInTheDocument();
  expect(screen.getByText('Document request withdrawn by Sara Agent')).toBeInTheDocument();
  expect(screen.getByText('Self-onboarding application matched (from the applicant)')).toBeInTheDocument();
  expect(screen.getByText('Application reference: SO-7K3MQ-9QXDA')).toBeInTheDocument();
});

test('issue 19: the same in Arabic', () => {
  renderWithProviders(<ClientHistory entries={issue19} />, { language: 'ar' });
  expect(screen.getByText('طلب مستند بواسطة Sara Agent')).toBeInTheDocument();
  expect(screen.getByText('المستند: Salary slip')).toBeInTheDocument();
  expect(screen.getByText('استلام مستند (من مقدّم الطلب)')).toBeInTheDocument();
  expect(screen.getByText('سحب طلب مستند بواسطة Sara Agent')).toBeInTheDocument();
  expect(screen.getByText('مطابقة طلب تسجيل ذاتي (من مقدّم الطلب)')).toBeInTheDocument();
});
