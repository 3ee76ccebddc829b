import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { SelectField } from './select-field';

const governorates = [
  { id: 1, name: 'Cairo' },
  { id: 2, name: 'Giza' },
];

test('keeps the chosen option id, with its own type', async () => {
  const { submitted } = renderForm(<SelectField name="governorate_id" label="Governorate" options={governorates} />);
  const select = screen.getByRole('combobox', { name: 'Governorate' });
  expect(select).toHaveDisplayValue('Select…');
  await userEvent.selectOptions(select, 'Giza');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ governorate_id: 2 });
});

test('shows a rule message once touched', async () => {
  renderForm(
    <SelectField name="city_id" label="City" options={governorates} required validate={(value) => (value ? undefined : 'Required')} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Required')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /City/ })).toHaveAttribute('aria-invalid', 'true');
});

test('shows initial ids and the server error under the field', async () => {
  renderForm(<SelectField name="city_id" label="City" options={governorates} />, {
    initialValues: { city_id: 1 },
    submitResult: { city_id: ['City closed', 'Pick another'] },
  });
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Cairo');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('City closed • Pick another')).toBeInTheDocument();
});
