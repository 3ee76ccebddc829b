import { type Client } from 'pg';

type ConnectCallback = ((error: Error) => void) | ((error: null, client: Client) => void);

/**
 * A pg client class that runs `setup` on each new connection before the pool hands it out,
 * so the pool user's first query never overlaps it.
 */
export function clientWithSetup(Base: typeof Client, setup: (client: Client) => Promise<void>): typeof Client {
  return class extends Base {
    override connect(): Promise<Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<Client> | void {
      const ready = super.connect().then(async () => {
        await setup(this);
        return this as Client;
      });
      if (!callback) return ready;
      ready.then(
        (client) => (callback as (error: null, client: Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
    }
  };
}
