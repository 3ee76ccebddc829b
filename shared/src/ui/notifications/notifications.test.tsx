import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { NotificationsHost } from './notifications-host';
import { useNotify } from './use-notify';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Client saved')}>success</button>
      <button onClick={() => notify.error('Could not save')}>error</button>
    </>
  );
}

function renderHostAndTrigger() {
  renderUi(
    <>
      <NotificationsHost />
      <Trigger />
    </>,
  );
}

test('a toast dispatched from a separate tree reaches the host by its toaster id', async () => {
  renderUi(<NotificationsHost />);
  // A second React root stands for a remote bundled apart from the shell.
  renderUi(<Trigger />);
  await userEvent.click(screen.getByRole('button', { name: 'success' }));
  expect(await screen.findByText('Client saved')).toBeInTheDocument();
});

test('two toasts in a row both show', async () => {
  renderHostAndTrigger();
  await userEvent.click(screen.getByRole('button', { name: 'success' }));
  await userEvent.click(screen.getByRole('button', { name: 'error' }));
  expect(await screen.findByText('Client saved')).toBeInTheDocument();
  expect(await screen.findByText('Could not save')).toBeInTheDocument();
});

test('a toast runs a 6 second timer and closes when it ends', async () => {
  renderHostAndTrigger();
  await userEvent.click(screen.getByRole('button', { name: 'success' }));
  const toast = await screen.findByRole('listitem');
  // Fluent times toasts with a CSS animation, which jsdom never plays, so its end is fired by hand.
  const timer = toast.querySelector<HTMLElement>('[data-timer-status]');
  expect(timer?.style.animationDuration).toBe('6000ms');
  fireEvent.animationEnd(timer!);
  await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
});

test('the dismiss button closes a toast early', async () => {
  renderHostAndTrigger();
  await userEvent.click(screen.getByRole('button', { name: 'success' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
});
