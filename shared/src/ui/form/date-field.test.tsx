import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { DateField } from './date-field';

test('keeps an ISO date', async () => {
  const { submitted } = renderForm(<DateField name="date_from" label="Date from" />);
  const input = screen.getByLabelText('Date from');
  expect(input).toHaveAttribute('type', 'date');
  fireEvent.change(input, { target: { value: '2024-05-31' } });
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ date_from: '2024-05-31' });
});

test('a month field keeps YYYY-MM and shows the server error', async () => {
  renderForm(<DateField name="NID_issuance_date" label="ID issuance" type="month" />, {
    initialValues: { NID_issuance_date: '2020-03' },
    submitResult: { NID_issuance_date: 'Cannot be in the future' },
  });
  const input = screen.getByLabelText('ID issuance');
  expect(input).toHaveAttribute('type', 'month');
  expect(input).toHaveValue('2020-03');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Cannot be in the future')).toBeInTheDocument();
});
