import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { mockMatchMedia } from '../test/mock-match-media';
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

/** Where the toast that is showing sits: Fluent marks each position's container. */
const shownAt = async () => (await screen.findByRole('listitem')).closest('[data-toaster-position]')?.getAttribute('data-toaster-position');

test('toasts show at the bottom end on wide screens, never over the top bar (issue 15, defect 11)', async () => {
  const media = mockMatchMedia(false);
  try {
    renderHostAndTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(await shownAt()).toBe('bottom-end');
  } finally {
    media.restore();
  }
});

test('toasts show at the bottom, centred, on a phone', async () => {
  const media = mockMatchMedia(true);
  try {
    renderHostAndTrigger();
    await userEvent.click(screen.getByRole('button', { name: 'success' }));
    expect(await shownAt()).toBe('bottom');
  } finally {
    media.restore();
  }
});
