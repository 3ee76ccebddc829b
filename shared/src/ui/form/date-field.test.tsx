import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { DateField } from './date-field';

test('takes a date typed day first and keeps it as ISO', async () => {
  const { submitted } = renderForm(<DateField name="date_from" label="Date from" />);
  const input = screen.getByLabelText('Date from');
  // Not the native picker, which writes mm/dd/yyyy whatever the interface language.
  expect(input).toHaveAttribute('type', 'text');
  expect(input).toHaveAttribute('placeholder', 'dd\u200E/\u200Emm\u200E/\u200Eyyyy');
  await userEvent.type(input, '31/05/2024');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ date_from: '2024-05-31' });
});

test('in Arabic it says day/month/year and accepts Arabic-Indic digits', async () => {
  const { submitted } = renderForm(<DateField name="date_from" label="من تاريخ" />, { language: 'ar' });
  const input = screen.getByLabelText('من تاريخ');
  expect(input).toHaveAttribute('placeholder', 'يوم\u200E/\u200Eشهر\u200E/\u200Eسنة');
  await userEvent.type(input, '١٥/٠٣/١٩٩٢');
  expect(input).toHaveValue('١٥/٠٣/١٩٩٢');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ date_from: '1992-03-15' });
});

test('shows an ISO value day first and follows a value changed from outside', async () => {
  const { submitted } = renderForm(<DateField name="date_from" label="Date from" />, {
    initialValues: { date_from: '2024-05-31' },
  });
  const input = screen.getByLabelText('Date from');
  expect(input).toHaveValue('31/05/2024');
  await userEvent.clear(input);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({});
});

test('unfinished text reaches the validation as typed', async () => {
  const validate = jest.fn((value: string | undefined) => (value && !/^\d{4}-\d{2}-\d{2}$/.test(value) ? 'Enter a valid date' : undefined));
  renderForm(<DateField name="date_from" label="Date from" validate={validate} />);
  await userEvent.type(screen.getByLabelText('Date from'), '31/02/2024');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(validate).toHaveBeenLastCalledWith('31/02/2024', { date_from: '31/02/2024' }, undefined);
  expect(await screen.findByText('Enter a valid date')).toBeInTheDocument();
});

test('a month field keeps YYYY-MM, shows MM/YYYY and the server error', async () => {
  renderForm(<DateField name="NID_issuance_date" label="ID issuance" type="month" />, {
    initialValues: { NID_issuance_date: '2020-03' },
    submitResult: { NID_issuance_date: 'Cannot be in the future' },
  });
  const input = screen.getByLabelText('ID issuance');
  expect(input).toHaveAttribute('placeholder', 'mm\u200E/\u200Eyyyy');
  expect(input).toHaveValue('03/2020');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Cannot be in the future')).toBeInTheDocument();
});
