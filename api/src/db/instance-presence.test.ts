import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { joinInstances } from './instance-presence';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('TEST_DATABASE_URL is not set: skipping the instance presence test.');

(serverUrl ? describe : describe.skip)('joinInstances', () => {
  const name = `test_presence_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const url = () => Object.assign(new URL(serverUrl!), { pathname: `/${name}` }).toString();
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));
  const fail = (error: Error) => {
    throw error;
  };

  it('tells the first process it is alone, the next ones not, and frees the place when they end', async () => {
    const first = await joinInstances(url(), fail);
    const second = await joinInstances(url(), fail);
    expect([first.alone, second.alone]).toEqual([true, false]);
    await first.leave();
    const third = await joinInstances(url(), fail);
    expect(third.alone).toBe(false);
    await Promise.all([second.leave(), third.leave()]);
    const last = await joinInstances(url(), fail);
    expect(last.alone).toBe(true);
    await last.leave();
  });
});
