import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { MultiSelectField } from './multi-select-field';

const codes = [
  { id: 'A1', name: 'A1' },
  { id: 'B2', name: 'B2' },
  { id: 'C3', name: 'C3' },
];

test('keeps the chosen ids in option order', async () => {
  const { submitted } = renderForm(<MultiSelectField name="codes" label="Request codes" options={codes} placeholder="All" />);
  const dropdown = screen.getByRole('combobox', { name: 'Request codes' });
  await userEvent.click(dropdown);
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'C3' }));
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'A1' }));
  expect(dropdown).toHaveTextContent('A1, C3');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ codes: ['A1', 'C3'] });
});

test('shows the server error under the field', async () => {
  renderForm(<MultiSelectField name="codes" label="Request codes" options={codes} />, {
    initialValues: { codes: ['B2'] },
    submitResult: { codes: 'At most 5 codes' },
  });
  expect(screen.getByRole('combobox', { name: 'Request codes' })).toHaveTextContent('B2');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('At most 5 codes')).toBeInTheDocument();
});
