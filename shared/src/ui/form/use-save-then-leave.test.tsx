import { act, screen, waitFor } from '@testing-library/react';
import { FORM_ERROR } from 'final-form';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderUi } from '../../testing/render-ui';
import { NotificationsHost } from '../notifications/notifications-host';
import { SAVE_REDIRECT_DELAY_MS, useSaveThenLeave, type SaveOutcome } from './use-save-then-leave';

/** What onSubmit resolved with: the submission errors, or undefined after leaving. */
const submitted = jest.fn();

function SaveButton({ save }: { save: () => Promise<SaveOutcome> }) {
  const onSubmit = useSaveThenLeave(save, { success: 'Saved', failure: 'Could not save' });
  return <button onClick={() => void onSubmit(undefined).then(submitted)}>Save</button>;
}

function renderForm(save: () => Promise<SaveOutcome>) {
  submitted.mockReset();
  return renderUi(
    <>
      <NotificationsHost />
      <Routes>
        <Route path="/clients/new" element={<SaveButton save={save} />} />
        <Route path="/clients/:id" element={<h1>details</h1>} />
      </Routes>
    </>,
    { route: '/clients/new' },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a save shows the server message, stays 1.5 s, then leaves', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderForm(() => Promise.resolve({ message: 'Client created', leaveTo: '/clients/7' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Client created')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(SAVE_REDIRECT_DELAY_MS - 1));
  expect(screen.queryByRole('heading', { name: 'details' })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByRole('heading', { name: 'details' })).toBeInTheDocument();
  expect(submitted).toHaveBeenCalledWith(undefined);
});

test('a refusal comes back as the field errors and the form error, and the page stays', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const error = { status: 422, data: { message: '', errors: { national_id: ['taken'] } } };
  renderForm(() => Promise.resolve({ error }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted).toHaveBeenCalledWith({ national_id: ['taken'], [FORM_ERROR]: 'Could not save' }));
  act(() => jest.advanceTimersByTime(SAVE_REDIRECT_DELAY_MS));
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
});

test('leaving before the 1.5 s are up cancels the move', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { unmount } = renderForm(() => Promise.resolve({ leaveTo: '/clients/7' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  unmount();
  expect(jest.getTimerCount()).toBe(0);
  expect(submitted).not.toHaveBeenCalled();
});
