import { setImmediate as nextTurn } from 'node:timers/promises';
import { Client } from 'pg';
import { startPglite, type PgliteHost } from '../db/pglite-host';
import { backends, throwAwayDatabase } from '../test/test-app';
import { copyOut } from './copy-protocol';

const ROWS = 200_000;

/**
 * Issue 20: a backup of 1 million clients would not restore (duplicate keys) because the
 * chunks COPY handed over were views into the driver's read buffer, which it reuses once
 * the socket is paused: a consumer still holding them (a file write that had not landed)
 * wrote later rows in place of earlier ones. This consumer holds every chunk it is given
 * and is slow now and then, as a file that cannot keep up is.
 */
describe.each(backends())('COPY TO STDOUT on $name', (backend) => {
  let client: Client;
  let host: PgliteHost | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (backend.name === 'postgres') {
      const database = await throwAwayDatabase();
      drop = database.drop;
      client = new Client({ connectionString: database.url });
    } else {
      host = await startPglite('memory://');
      client = new Client({ host: '127.0.0.1', port: host.port, user: 'postgres', database: 'postgres' });
    }
    await client.connect();
    await client.query(`create table numbered as select n, repeat(md5(n::text), 3) as pad from generate_series(1, ${ROWS}) n`);
  });

  afterAll(async () => {
    await client.end();
    await host?.stop();
    await drop?.();
  });

  it('hands over chunks that stay as they were while the consumer holds them', async () => {
    const held: Buffer[] = [];
    await copyOut(client, 'copy (select n, pad from numbered order by n) to stdout', (chunk) => {
      held.push(chunk);
      return held.length % 50 === 0 ? nextTurn().then(() => undefined) : true;
    });
    const lines = Buffer.concat(held).toString('utf8').split('\n');
    expect(lines.pop()).toBe('');
    const misplaced = lines.findIndex((line, index) => line.slice(0, line.indexOf('\t')) !== String(index + 1));
    expect({ rows: lines.length, misplaced }).toEqual({ rows: ROWS, misplaced: -1 });
  });
});
