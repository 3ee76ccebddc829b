import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from './load-remote-module';

// The federation runtime is the boundary under test here; pages get their loader injected instead.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

/** How mfe_clients is registered, its manifest URL made absolute against the page. */
const clients = { name: 'mfe_clients', entry: 'http://localhost/clients/mf-manifest.json' };

const remotesJson = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
beforeEach(() => {
  remotesJson.mockReset().mockImplementation(async () => new Response(JSON.stringify({ mfe_clients: '/clients/mf-manifest.json' })));
  global.fetch = remotesJson as typeof fetch;
  jest.mocked(loadRemote).mockReset();
  jest.mocked(registerRemotes).mockReset();
});

test('registers the remote from remotes.json once, loads its module, and reads remotes.json again on a retry', async () => {
  const App = () => null;
  jest.mocked(loadRemote).mockResolvedValue({ default: App });

  await expect(loadRemoteModule({ remote: 'mfe_clients', module: 'App', attempt: 0 })).resolves.toBe(App);
  await expect(loadRemoteModule({ remote: 'mfe_clients', module: 'App', attempt: 0 })).resolves.toBe(App);
  expect(remotesJson).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([clients], { force: false });
  expect(loadRemote).toHaveBeenCalledWith('mfe_clients/App');

  await loadRemoteModule({ remote: 'mfe_clients', module: 'App', attempt: 1 });
  expect(remotesJson).toHaveBeenCalledTimes(2);
  expect(registerRemotes).toHaveBeenLastCalledWith([clients], { force: true });
});

test('fails, so the page shows its notice, when remotes.json does not name the remote or the module is empty', async () => {
  const elsewhere = loadRemoteModule({ remote: 'mfe_elsewhere', module: 'App', attempt: 0 });
  await expect(elsewhere).rejects.toThrow('remotes.json names no mfe_elsewhere');
  jest.mocked(loadRemote).mockResolvedValue({});
  await expect(loadRemoteModule({ remote: 'mfe_clients', module: 'Nothing', attempt: 1 })).rejects.toThrow(
    'mfe_clients exposes no Nothing',
  );
});
