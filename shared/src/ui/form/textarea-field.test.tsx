import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { TextareaField } from './textarea-field';

test('keeps the text and shows rule messages joined with a bullet', async () => {
  const { submitted } = renderForm(
    <TextareaField name="comment" label="Comment" validate={(value) => (value ? undefined : ['Required', 'Arabic only'])} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByText('Required • Arabic only')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'تعليق');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ comment: 'تعليق' });
});
