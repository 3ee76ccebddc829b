import { screen, within } from '@testing-library/react';
import { formatDateTime, formatMoney } from '@back-office/shared';
import { limitRequestDetail } from '../../test/limit-request-detail-fixture';
import { requestsTo } from '@back-office/shared/testing';
import { renderDetails, SHOW_ROUTE } from '../../test/render-details';

const facts = (region: HTMLElement) =>
  Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

test('every card and section of a request, in English', async () => {
  const fetchMock = renderDetails();
  expect(await screen.findByRole('heading', { level: 1, name: 'Limit request LR-000005' })).toBeInTheDocument();
  expect(document.title).toContain('Limit request LR-000005');
  expect(requestsTo(fetchMock, SHOW_ROUTE)).toHaveLength(1);

  const client = screen.getByRole('region', { name: 'Client information' });
  expect(facts(client)).toMatchObject({
    'Client name': 'منى أحمد',
    Gender: 'Female',
    'Birth date': '1 Jan 1990',
    Age: '34',
    'National ID': '29001011234587',
    'ID issuance date': 'Mar 2022',
    'ID expiry date': 'Mar 2029',
    'Job title': 'محاسبة',
    'Employment type': 'Private sector',
    'Monthly income (EGP)': formatMoney('12000.00', 'en'),
    'Mobile number': '01012345678',
    'Second mobile number': '01512345678',
  });
  for (const panel of ['Current home address', 'National ID address', 'Company address']) {
    expect(within(client).getByRole('button', { name: panel })).toHaveAttribute('aria-expanded', 'true');
  }
  expect(within(client).getByText('Mesaha')).toBeInTheDocument();
  expect(within(client).getAllByText('شركة النيل')).toHaveLength(1);

  const request = screen.getByRole('region', { name: 'Request information' });
  expect(facts(request)).toMatchObject({
    Code: 'LR-000005',
    'Request status': 'Under review',
    'Requested limit': formatMoney('50000.00', 'en'),
    'Approved limit': 'Not approved',
    Created: '31 May 2024',
    'Decision status': 'Pending',
    'Created by': 'Sara Agent',
    'Request type': 'Employee',
    Product: 'Mobile phones',
    Merchant: 'B.TECH',
    Branch: 'Nasr City branch',
    'Tenure (months)': '12',
    'Assigned to': 'Rana Risk',
    'Relative name': 'أحمد علي',
    'Relative mobile number': '01112345678',
    'Relative degree': 'Brother',
  });

  const images = screen.getByRole('region', { name: 'Verification images' });
  const selfie = within(images).getByRole('link', { name: 'Open Selfie in a new tab' });
  expect(selfie).toHaveAttribute('href', 'https://files.test/signed/selfie.jpg');
  expect(selfie).toHaveAttribute('target', '_blank');
  expect(within(images).getByRole('img', { name: 'ID card (front)' })).toHaveAttribute('src', 'https://files.test/signed/front.jpg');
  expect(within(images).getAllByRole('link')).toHaveLength(3);

  const documents = screen.getByRole('table', { name: 'Documents' });
  const file = within(documents).getByRole('link', { name: 'View file: Signed contract (opens in a new tab)' });
  expect(file).toHaveAttribute('href', 'https://files.test/signed/contract.pdf');
  expect(file).toHaveAttribute('target', '_blank');
  expect(file).toHaveAttribute('rel', 'noopener noreferrer');

  const comments = screen.getByRole('region', { name: 'Comments' });
  expect(within(comments).getByText('Salary slip checked')).toBeInTheDocument();
  expect(within(comments).getByText(`Sara Agent · ${formatDateTime('2024-06-01T09:00:00Z', 'en')}`)).toBeInTheDocument();
  expect(within(comments).queryByRole('textbox', { name: 'Add comment' })).not.toBeInTheDocument();

  const [assigned, uploaded] = within(screen.getByRole('list', { name: 'Activity log' })).getAllByRole('listitem');
  expect(within(assigned!).getByRole('heading', { level: 3, name: 'Assign user' })).toBeInTheDocument();
  expect(within(assigned!).getByText(formatDateTime('2024-06-02T11:00:00Z', 'en'))).toHaveAttribute('datetime', '2024-06-02T11:00:00Z');
  expect(within(assigned!).getByText('By Sara Agent · assigned to Rana Risk')).toBeInTheDocument();
  expect(within(assigned!).getByRole('term')).toHaveTextContent('Request status');
  expect(within(assigned!).getByRole('definition')).toHaveTextContent('New → Under review');
  expect(within(uploaded!).getByText('By Rana Risk · assigned to Not applicable')).toBeInTheDocument();
  expect(within(uploaded!).queryByRole('term')).not.toBeInTheDocument();
});

test('issue 15: the log shows what each step changed, by kind, and the note written with it', async () => {
  renderDetails({
    logs: [
      {
        id: 3,
        action_name: 'Approve',
        date: '2024-06-04T13:45:00Z',
        action_by: 'Rana Risk',
        assigned_to: null,
        changes: [
          { field: 'approved_limit', old: null, new: '45000.00', kind: 'money' },
          { field: 'request_status', old: 'under_review', new: 'approved', kind: 'request_status' },
          { field: 'merchant_id', old: 'B.TECH', new: 'Raya', kind: 'text' },
        ],
        comment: 'Income verified with the employer',
      },
    ],
  });
  const [approved] = within(await screen.findByRole('list', { name: 'Activity log' })).getAllByRole('listitem');
  const changes = within(approved!);
  expect(changes.getAllByRole('term').map((term) => term.textContent)).toEqual(['Approved amount', 'Request status', 'Merchant']);
  expect(changes.getAllByRole('definition').map((value) => value.textContent)).toEqual([
    `— → ${formatMoney('45000.00', 'en')}`,
    'Under review → Approved',
    'B.TECH → Raya',
  ]);
  expect(within(approved!).getByText('Income verified with the employer')).toBeInTheDocument();
  expect(within(approved!).getByText(formatDateTime('2024-06-04T13:45:00Z', 'en'))).toBeInTheDocument();
});

test('the same page in Arabic, right to left', async () => {
  renderDetails({}, { language: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: 'طلب الحد الائتماني LR-000005' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');

  expect(facts(screen.getByRole('region', { name: 'بيانات العميل' }))).toMatchObject({ النوع: 'أنثى', 'الرقم القومي': '29001011234587' });
  expect(screen.getByRole('button', { name: 'عنوان السكن الحالي' })).toHaveAttribute('aria-expanded', 'true');
  expect(facts(screen.getByRole('region', { name: 'بيانات الطلب' }))).toMatchObject({
    'حالة الطلب': 'قيد المراجعة',
    'الحد المطلوب': formatMoney('50000.00', 'ar'),
    'الحد المعتمد': 'لم تتم الموافقة',
    'حالة القرار': 'قيد الانتظار',
    'المدة (بالأشهر)': '١٢',
    'اسم القريب': 'أحمد علي',
  });
  expect(screen.getByRole('link', { name: 'فتح صورة شخصية في علامة تبويب جديدة' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'عرض الملف: Signed contract (يُفتح في علامة تبويب جديدة)' })).toHaveTextContent('عرض الملف');
  const log = screen.getByRole('list', { name: 'سجل النشاط' });
  expect(within(log).getByText('بواسطة Rana Risk · مسند إلى لا ينطبق')).toBeInTheDocument();
  expect(within(log).getByText('حالة الطلب')).toBeInTheDocument();
  expect(within(log).getByText('جديد ← قيد المراجعة')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'رجوع' })).toHaveAttribute('href', '/limit-requests');
  expect(screen.getByRole('button', { name: 'مزيد من الإجراءات' })).toBeInTheDocument();
});

test('an approved request without relative, images, files, comments or activity', async () => {
  const bare = limitRequestDetail();
  renderDetails({
    request_status: 'approved',
    decision_status: 'approved',
    approved_limit: '40000.00',
    tenure: 0,
    relative_degree: null,
    verification_images: { front_image: null, back_image: null, selfie: null },
    documents: [],
    comments: [],
    logs: [],
    client: { ...bare.client, gender: '1', addresses: { ...bare.client.addresses, company: null } },
  });
  const request = await screen.findByRole('region', { name: 'Request information' });
  expect(facts(request)).toMatchObject({
    'Request status': 'Approved',
    'Approved limit': formatMoney('40000.00', 'en'),
    'Tenure (months)': '—',
  });
  expect(within(request).getByText('Approved', { selector: '.fui-Badge' })).toBeInTheDocument();
  expect(within(request).queryByText('Relative name')).not.toBeInTheDocument();
  expect(facts(screen.getByRole('region', { name: 'Client information' }))).toMatchObject({ Gender: 'Male' });
  expect(screen.queryByRole('button', { name: 'Company address' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Verification images' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Documents' })).getByText('No files')).toBeInTheDocument();
  expect(screen.getByText('No comments yet')).toBeInTheDocument();
  expect(screen.getByText('No activity yet')).toBeInTheDocument();
});
