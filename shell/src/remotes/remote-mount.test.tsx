import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-shell';
import { loadRemoteApp } from './load-remote-app';
import { RemoteMount } from './remote-mount';

jest.mock('./load-remote-app', () => ({ loadRemoteApp: jest.fn() }));
const load = jest.mocked(loadRemoteApp);

describe('RemoteMount', () => {
  it('shows a translated notice with a retry when the remote cannot be loaded, then loads on retry', async () => {
    load.mockRejectedValueOnce(new Error('remote is down')).mockResolvedValueOnce(() => <p>clients list</p>);
    renderWithProviders(<RemoteMount remote="mfe_clients" />);

    expect(await screen.findByText('هذا القسم غير متاح حاليًا')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));

    expect(await screen.findByText('clients list')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('mfe_clients', 1);
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValueOnce(() => {
      throw new Error('render failure');
    });
    renderWithProviders(<RemoteMount remote="mfe_account" />);
    expect(await screen.findByText('هذا القسم غير متاح حاليًا')).toBeInTheDocument();
  });
});
