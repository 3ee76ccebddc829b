import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3Config } from '../config/file-config';
import { assertStorageKey, STORAGE_KEY, type FileStorage } from './file-storage';

/** An S3-compatible bucket (AWS, MinIO, R2…): one object per key. */
export function s3FileStorage(config: S3Config, client = s3Client(config)): FileStorage {
  const object = (key: string) => {
    assertStorageKey(key);
    return { Bucket: config.bucket, Key: key };
  };

  return {
    async put(key, body) {
      // PutObject needs the length up front; uploads are capped at 10 MB, so holding
      // one in memory is cheaper than a multipart upload of a single part.
      const bytes = await buffer(body);
      await client.send(new PutObjectCommand({ ...object(key), Body: bytes, ContentLength: bytes.length }));
    },

    async get(key) {
      const { Body } = await client.send(new GetObjectCommand(object(key)));
      if (!(Body instanceof Readable)) throw new Error(`object ${key} has no readable body`);
      return Body;
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },

    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket: config.bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && STORAGE_KEY.test(Key)) yield { key: Key, modifiedAt: LastModified };
        }
      }
    },
  };
}

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
  });
}
