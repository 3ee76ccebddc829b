import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { FormFrame } from './form-frame';

test('fields, then the message above the button when placed at the end, and a submit that sends the form', async () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  renderUi(
    <FormFrame onSubmit={onSubmit} submitLabel="Save" message={['Name is required', 'Fix the marked fields']} messagePlacement="end">
      <input aria-label="Name" />
    </FormFrame>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Name is required • Fix the marked fields');
  expect(screen.getByLabelText('Name').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('no message, no alert; a form being sent cannot be sent again', () => {
  renderUi(
    <FormFrame onSubmit={jest.fn()} submitLabel="Save" submitting beforeSubmit={<p>40%</p>}>
      <input aria-label="Name" />
    </FormFrame>,
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('40%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});
