import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModuleRequest } from '@back-office/shared/remotes';
import { clientDetailResponse, NO_ADDRESS, NO_COMPANY_ADDRESS } from '../../test/client-detail-fixture';
import { mockRoutes } from '@back-office/shared/testing';
import { renderClientPage, renderDetails } from '../../test/render-details';

test('general information, addresses, files and history', async () => {
  renderDetails();
  expect(await screen.findByRole('heading', { level: 1, name: 'منى أحمد' })).toBeInTheDocument();
  const general = screen.getByRole('region', { name: 'General information' });
  expect(within(general).getByText('29001011234578')).toBeInTheDocument();
  expect(within(general).getByText('Male')).toBeInTheDocument();
  expect(within(general).getByText('Active')).toBeInTheDocument();
  expect(within(general).getByText('Banking')).toBeInTheDocument();
  expect(within(general).getByText('EGP 15,000.00')).toBeInTheDocument();

  for (const name of ['Current home address', 'National ID address', 'Company info']) {
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
  }
  expect(screen.getByText('Dokki')).toBeInTheDocument();

  const file = screen.getByRole('link', { name: 'National ID (opens in a new tab)' });
  expect(file).toHaveAttribute('href', 'https://files.test/signed/id.png');
  expect(file).toHaveAttribute('target', '_blank');
  expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.queryByRole('button', { name: 'Preview Salary slip' })).not.toBeInTheDocument();

  const history = screen.getByRole('region', { name: 'History' });
  expect(within(history).getByText('Updated by Sara Agent')).toBeInTheDocument();
  expect(within(history).getByText('Job title: محاسب → محاسبة')).toBeInTheDocument();
});

test('no company address and no files: the company panel is left out and noFiles shows', async () => {
  renderDetails({
    addresses: { current_home: clientDetailResponse().data.client.addresses.current_home, nid: NO_ADDRESS, company: NO_COMPANY_ADDRESS },
    client_files: [],
  });
  expect(await screen.findByRole('button', { name: 'Current home address' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Company info' })).not.toBeInTheDocument();
  expect(screen.getByText('No files')).toBeInTheDocument();
});

test('edit only when allowed; a submitted client offers a limit request instead of submit', async () => {
  renderDetails({ can_edit: false, is_submited: true });
  expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/clients');
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit client' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Limit request' })).toHaveAttribute('href', '/limit-requests/create/7');
});

test('the limit requests remote cannot load: a translated fallback with retry', async () => {
  const load = jest
    .fn<Promise<unknown>, [RemoteModuleRequest]>()
    .mockRejectedValueOnce(new Error('mfe_limit_requests is down'))
    .mockResolvedValueOnce(({ clientId }: { clientId: number }) => <p>{`requests of ${clientId}`}</p>);
  renderDetails({}, 'ar', load);
  expect(await screen.findByText('طلبات الحد الائتماني غير متاحة حاليًا')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith({ remote: 'mfe_limit_requests', module: 'ClientLimitRequests', attempt: 0 });

  await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
  expect(await screen.findByText('requests of 7')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith({ remote: 'mfe_limit_requests', module: 'ClientLimitRequests', attempt: 1 });
});

test('a remote that throws while rendering shows the same fallback', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderDetails({}, 'en', () =>
    Promise.resolve(() => {
      throw new Error('broken remote');
    }),
  );
  expect(await screen.findByText('Limit requests are unavailable right now')).toBeInTheDocument();
});

test('a failed load shows errorFetchingClientDetails; an unknown client noClientDetails', async () => {
  mockRoutes({ '/api/clients/7': { body: null, status: 500 } });
  renderClientPage();
  expect(await screen.findByText('Error fetching client details')).toBeInTheDocument();
});
