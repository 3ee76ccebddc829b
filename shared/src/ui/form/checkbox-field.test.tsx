import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { CheckboxField } from './checkbox-field';

test('keeps a boolean', async () => {
  const { submitted } = renderForm(<CheckboxField name="closed" label="Closed only" />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Closed only' }));
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ closed: true });
});

test('shows a rule message once touched', async () => {
  renderForm(<CheckboxField name="agree" label="I agree" validate={(value) => (value ? undefined : 'Please agree')} />);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Please agree')).toBeInTheDocument();
});
