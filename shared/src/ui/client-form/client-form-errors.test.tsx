import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { renderClientForm, validValues } from './client-form-fixture';

const save = (name = 'Save client') => userEvent.click(screen.getByRole('button', { name }));

test('rule errors in English under each field, and nothing is sent', async () => {
  const { submitted } = renderClientForm();
  await userEvent.type(screen.getByRole('textbox', { name: /Client name/ }), 'Mona');
  await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '0131');
  await save();
  expect(screen.getByText('Client name must contain Arabic letters and spaces only')).toBeInTheDocument();
  expect(screen.getByText('Mobile number is not valid: 11 digits starting with 010, 011, 012 or 015')).toBeInTheDocument();
  expect(screen.getAllByText('This field is required').length).toBeGreaterThan(10);
  expect(submitted).not.toHaveBeenCalled();
});

test('rule errors in Arabic', async () => {
  renderClientForm({ language: 'ar' });
  await userEvent.type(screen.getByRole('textbox', { name: /الرقم القومي/ }), '123');
  await save();
  expect(screen.getByText('يجب أن يتكون الرقم القومي من ١٤ رقمًا بالضبط')).toBeInTheDocument();
  expect(screen.getAllByText('هذا الحقل مطلوب').length).toBeGreaterThan(10);
});

test('documents: a row needs a type and an allowed file; rows can be removed', async () => {
  const { submitted } = renderClientForm({ initialValues: validValues });
  expect(screen.getByText('No documents added yet.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  const row = within(screen.getByRole('group', { name: 'Document 1' }));
  await save();
  expect(row.getAllByText('This field is required')).toHaveLength(2);

  await userEvent.selectOptions(row.getByRole('combobox', { name: /Document type/ }), 'Salary slip');
  const picker = row.getByLabelText(/^File/);
  await userEvent.upload(picker, new File(['MZ'], 'run.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
  await save();
  expect(row.getByText('Invalid file type: PDF, text, e-mail message, PNG or JPEG')).toBeInTheDocument();

  // Issue 15: a file over 10 MB is refused at once, by name, and not kept.
  const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  await userEvent.upload(picker, big);
  expect(row.getByText('«scan.pdf» is larger than 10 MB')).toBeInTheDocument();
  expect(picker).toHaveValue('');
  await save();
  expect(submitted).not.toHaveBeenCalled();
  expect(row.getByText('«scan.pdf» is larger than 10 MB')).toBeInTheDocument();

  const slip = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });
  await userEvent.upload(picker, slip);
  await save();
  expect(submitted).toHaveBeenCalledWith(
    expect.objectContaining({ client_documents: [expect.objectContaining({ document_type_id: 6, files: slip })] }),
  );
  expect(row.queryByText('«scan.pdf» is larger than 10 MB')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Remove document 1' }));
  expect(screen.queryByRole('group', { name: 'Document 1' })).not.toBeInTheDocument();
});

test('server errors show under their fields, plus a generic message for unseen ones', async () => {
  renderClientForm({
    mode: 'edit',
    initialValues: {
      ...validValues,
      client_documents: [{ key: 'f1', document_type_id: 5, existing_path: 'https://files.test/a', existing_name: 'National ID' }],
    },
    answer: {
      national_id: ['This national ID belongs to another client'],
      'client_documents.0.document_type_id': ['Unknown document type'],
      'client_documents[0][document_type_id]': ['Unknown document type'],
      birth_date: ['Bad birth date'],
      client_documents: ['At least one salary slip is required'],
      [FORM_ERROR]: 'The given data was invalid.',
    },
  });
  expect(screen.getByRole('link', { name: 'National ID' })).toHaveAttribute('target', '_blank');
  await save();
  expect(await screen.findByText('This national ID belongs to another client')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Document 1' })).getByText('Unknown document type')).toBeInTheDocument();
  expect(screen.getByText('The given data was invalid. • Please fix the validation errors')).toBeInTheDocument();
  expect(screen.getByText('Bad birth date')).toBeInTheDocument();
  expect(screen.queryByText('At least one salary slip is required')).not.toBeInTheDocument();
});

test('an oversized file is refused by name in Arabic too', async () => {
  renderClientForm({ language: 'ar', initialValues: validValues });
  // The limit is a quantity, so Arabic writes it in Arabic-Indic digits (decision 0011).
  expect(screen.getByText('أرفق ملفات PDF أو نص أو بريد أو PNG أو JPEG، لا يزيد حجم كل منها عن ١٠ ميجابايت.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'إضافة مستند' }));
  const big = new File(['x'], 'كشف.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
  await userEvent.upload(screen.getByLabelText(/^الملف/), big);
  expect(screen.getByText('الملف «كشف.pdf» أكبر من ١٠ ميجابايت')).toBeInTheDocument();
});

test('a failed save moves focus to the first field in error, in sight (issue 15, defect 6)', async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  renderClientForm({ initialValues: validValues, answer: { prime_mobile_number: ['This mobile number belongs to another client'] } });
  await save();
  const mobile = screen.getByRole('textbox', { name: /^Mobile number/ });
  await waitFor(() => expect(mobile).toHaveFocus());
  expect(mobile).toHaveAccessibleDescription(expect.stringContaining('This mobile number belongs to another client'));
  expect(scrolled.mock.contexts).toContain(mobile);
  scrolled.mockRestore();
});

test('a save that fails with no field error focuses the announced banner', async () => {
  renderClientForm({ initialValues: validValues, answer: { [FORM_ERROR]: 'Network error' } });
  await save();
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Network error');
  await waitFor(() => expect(banner).toHaveFocus());
});
