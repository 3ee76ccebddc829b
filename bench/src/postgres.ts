import { runCommand } from './run-command';

const SERVER = { host: '127.0.0.1', port: '5432', user: 'postgres' };
const connection = ['-h', SERVER.host, '-p', SERVER.port, '-U', SERVER.user];

export interface ThrowawayDatabase {
  url: string;
  /** One SQL statement through psql, its rows as tab-separated text. */
  query(statement: string): Promise<string>;
  drop(): Promise<void>;
}

/** A fresh database `bench_<timestamp>` on the local PostgreSQL, dropped afterwards. */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const name = `bench_${Date.now()}`;
  await runCommand('createdb', [...connection, name]);
  return {
    url: `postgres://${SERVER.user}@${SERVER.host}:${SERVER.port}/${name}`,
    query: (statement) => runCommand('psql', [...connection, '-d', name, '-XAt', '-F', '\t', '-c', statement], process.env, true),
    drop: async () => {
      await runCommand('dropdb', [...connection, '--if-exists', '--force', name]);
    },
  };
}
