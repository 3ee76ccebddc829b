import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-shell';
import { RemoteMount } from './remote-mount';

describe('RemoteMount', () => {
  it('shows a translated notice with a retry when the remote cannot be loaded, then loads on retry', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('remote is down'))
      .mockResolvedValueOnce(() => <p>clients list</p>);
    renderWithProviders(<RemoteMount remote="mfe_clients" />, load);

    expect(await screen.findByText('هذا القسم غير متاح حاليًا')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('تعذّر تحميل هذا الجزء من البوابة');
    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));

    expect(await screen.findByText('clients list')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ remote: 'mfe_clients', module: 'App', attempt: 1 });
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockResolvedValueOnce(() => {
      throw new Error('render failure');
    });
    renderWithProviders(<RemoteMount remote="mfe_account" />, load);
    expect(await screen.findByText('هذا القسم غير متاح حاليًا')).toBeInTheDocument();
  });

  it('shows what the route gives in place of the notice when the remote is down (issue 18)', async () => {
    const load = jest.fn().mockRejectedValue(new Error('remote is down'));
    renderWithProviders(<RemoteMount remote="mfe_dashboard" unavailable={() => <p>the clients list instead</p>} />, load);
    expect(await screen.findByText('the clients list instead')).toBeInTheDocument();
    expect(screen.queryByText('هذا القسم غير متاح حاليًا')).not.toBeInTheDocument();
  });
});
