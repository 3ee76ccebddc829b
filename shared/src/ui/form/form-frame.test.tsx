import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { renderUi } from '../../testing/render-ui';
import { FormFrame } from './form-frame';
import { TextInputField } from './text-input-field';

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

function renderFrameForm(answer: SubmissionErrors) {
  const save = jest.fn(() => Promise.resolve(answer));
  renderUi(
    <Form<{ name?: string; phone?: string }> onSubmit={save} validate={(values) => (values.name ? {} : { name: 'Name is required' })}>
      {({ handleSubmit, submitError }) => (
        <FormFrame onSubmit={handleSubmit} submitLabel="Save" message={submitError as string | undefined}>
          <TextInputField name="phone" label="Phone" />
          <TextInputField name="name" label="Name" />
        </FormFrame>
      )}
    </Form>,
  );
  return save;
}

test('a save the rules refuse moves focus to the first field in error and scrolls it into view (issue 15)', async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  const save = renderFrameForm(undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
  expect(scrolled.mock.contexts).toContain(name);
  expect(save).not.toHaveBeenCalled();
  scrolled.mockRestore();
});

test('a server field error takes focus before the form banner', async () => {
  renderFrameForm({ phone: 'This phone belongs to another client', [FORM_ERROR]: 'The given data was invalid.' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mona');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus());
});

test('a failure with no field error focuses the banner, which screen readers announce', async () => {
  const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
  renderFrameForm({ [FORM_ERROR]: 'Network error' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mona');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Network error');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(alert).toHaveAttribute('aria-live', 'assertive');
  expect(scrolled.mock.contexts).toContain(alert);
  scrolled.mockRestore();
});
