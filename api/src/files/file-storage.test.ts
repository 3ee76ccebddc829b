import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3Client, s3FileStorage } from './s3-file-storage';

const KEY = '0b0a7c1e-3f4d-4c59-9d7e-2a1b3c4d5e6f';

/** The same contract for every backend: what one stores, get returns, and delete removes. */
describe.each([
  [
    'local disk',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'storage-'));
      return { storage: await localFileStorage(dir), close: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver, in process)',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 's3rver-'));
      const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
      const { port } = await server.run();
      const config = {
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'client-files',
        region: 'us-east-1',
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        forcePathStyle: true,
      };
      const client = s3Client(config);
      await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
      return {
        storage: s3FileStorage(config, client),
        close: async () => {
          client.destroy();
          await server.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  ],
])('%s file storage', (_name, start) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => ({ storage, close } = await start()));
  afterAll(() => close());

  it('stores, reads back and deletes a stream', async () => {
    await storage.put(KEY, Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(await text(await storage.get(KEY))).toBe('hello world');
    await storage.delete(KEY);
    await expect(storage.get(KEY)).rejects.toThrow();
    // Deleting again is fine, so clean-up can be retried.
    await storage.delete(KEY);
  });

  it('lists the keys it holds with their time of writing', async () => {
    const before = Date.now() - 2000;
    await storage.put(KEY, Readable.from(['listed']));
    const listed = [];
    for await (const object of storage.list()) listed.push(object);
    expect(listed.map(({ key }) => key)).toEqual([KEY]);
    expect(listed[0]!.modifiedAt.getTime()).toBeGreaterThan(before);
    await storage.delete(KEY);
  });

  it('refuses keys it did not generate', async () => {
    await expect(storage.put('../escape', Readable.from(['x']))).rejects.toThrow(/not a storage key/);
    await expect(storage.get('a/b')).rejects.toThrow(/not a storage key/);
  });
});
