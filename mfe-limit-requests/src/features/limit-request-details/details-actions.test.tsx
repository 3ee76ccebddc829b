import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openAction } from '../../test/open-action';
import { renderDetails } from '../../test/render-details';

test('back to the list, edit when allowed, and the available actions in the menu', async () => {
  renderDetails();
  expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/limit-requests');
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/limit-requests/5/edit');

  await screen.findByRole('list', { name: 'Activity log' });
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  const menu = await screen.findByRole('menu');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Assign user', 'Approve', 'Reject', 'Upload contract']);
});

test('no edit without can_edit; no menu without actions', async () => {
  renderDetails({ can_edit: false, available_actions: [] });
  expect(await screen.findByRole('link', { name: 'Back' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
});

test('a dialog opened from the menu is the one thing assistive technology reaches, starting on its first control', async () => {
  renderDetails();
  const dialog = await openAction(userEvent.setup(), 'Reject');
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument());
  expect(screen.getByRole('dialog', { name: 'Reject' })).toBe(dialog);
  // Reject's first control is its reason (issue 16).
  // Fluent moves focus into a dialog just after it opens: waited for, as a busy machine may take longer.
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Rejection reason/ })).toHaveFocus());
});
