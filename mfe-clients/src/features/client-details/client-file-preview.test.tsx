import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDetails } from '../../test/render-details';

test('an image opens in the preview dialog', async () => {
  renderDetails();
  // The embedded limit-requests section settles last; clicking before it can land on a re-render.
  await screen.findByText('Limit requests are unavailable right now');
  await userEvent.click(await screen.findByRole('button', { name: 'Preview National ID' }));
  const dialog = await screen.findByRole('dialog', { name: 'National ID' });
  expect(within(dialog).getByRole('img', { name: 'National ID' })).toHaveAttribute('src', 'https://files.test/signed/id.png');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
