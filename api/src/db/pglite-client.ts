import { Client } from 'pg';
import { clientWithSetup } from './client-with-setup';

/**
 * A pg client for pglite-socket. Every connection to it shares PGlite's one session, so a
 * connection that replaces a dropped one inherits that one's prepared statements, which a
 * new pg client does not know of and would prepare again under the same names: it forgets
 * them before the pool hands it out.
 */
export const PgliteClient = clientWithSetup(Client, async (client) => {
  await client.query('deallocate all');
});
