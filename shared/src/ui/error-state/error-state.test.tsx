import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { ErrorState } from './error-state';

test('announces the message and offers a retry', async () => {
  const retry = jest.fn();
  renderUi(<ErrorState message="Server is down" onRetry={retry} />, { language: 'ar' });
  expect(screen.getByRole('alert')).toHaveTextContent('Server is down');
  await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
