import { Client } from 'pg';

type ConnectCallback = ((error: Error) => void) | ((error: null, client: Client) => void);

/**
 * A pg client for pglite-socket. Every connection to it shares PGlite's one session, so a
 * connection that replaces a dropped one inherits that one's prepared statements, which a
 * new pg client does not know of and would prepare again under the same names: it forgets
 * them before the pool hands it out.
 */
export class PgliteClient extends Client {
  override connect(): Promise<Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<Client> | void {
    const ready = super.connect().then(async () => {
      await this.query('deallocate all');
      return this as Client;
    });
    if (!callback) return ready;
    ready.then(
      (client) => (callback as (error: null, client: Client) => void)(null, client),
      (error: Error) => (callback as (error: Error) => void)(error),
    );
  }
}
