import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_UPLOAD_BYTES } from '@back-office/shared/rules';
import type { FileStorage } from './file-storage';
import { detectFileType, SNIFF_BYTES, UPLOAD_TYPES } from './file-type';

export interface StoredUpload {
  key: string;
  originalName: string;
  mimeType: string;
  size: number;
}

export type UploadOutcome = { stored: StoredUpload } | { rejected: 'files.invalidFileType' | 'files.fileSizeExceedsLimit' };

/** Control characters, path separators and quoting have no place in a Content-Disposition name. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}

/** Passes bytes through while keeping the first few and counting all of them. */
function inspector() {
  let head = Buffer.alloc(0);
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, facts: () => ({ head, size }) };
}

/**
 * The files of one request, written to storage under fresh keys as they stream in.
 * Until `keep()` the batch owns them: `discard()` deletes every one, so a request that
 * fails at any point leaves no file behind.
 */
export function uploadBatch(storage: FileStorage) {
  const written: string[] = [];
  let kept = false;

  return {
    /** `accepted`: the MIME types this field takes; the SPEC §5 upload types unless said. */
    async store(
      fileName: string,
      body: Readable & { truncated?: boolean },
      accepted: readonly string[] = UPLOAD_TYPES,
    ): Promise<UploadOutcome> {
      const key = randomUUID();
      written.push(key);
      const { stream, facts } = inspector();
      await Promise.all([pipeline(body, stream), storage.put(key, stream)]);
      const { head, size } = facts();
      // The multipart parser stops at its limit and marks the stream instead of failing it;
      // a form that raised that limit (for data URLs) still holds each file to 10 MB.
      if (body.truncated || size > MAX_UPLOAD_BYTES) return { rejected: 'files.fileSizeExceedsLimit' };
      const type = size > 0 ? detectFileType(fileName, head, accepted) : undefined;
      if (!type) return { rejected: 'files.invalidFileType' };
      return { stored: { key, originalName: sanitiseFileName(fileName), mimeType: type.mime, size } };
    },

    keep(): void {
      kept = true;
    },

    async discard(): Promise<void> {
      if (kept) return;
      await Promise.allSettled(written.map((key) => storage.delete(key)));
    },
  };
}

export type UploadBatch = ReturnType<typeof uploadBatch>;

/**
 * Runs `work` with a fresh batch and settles its files: kept when `work` succeeds, deleted
 * when it fails at any point, so a failed request leaves neither a row nor a file behind.
 */
export async function withUploads<T>(storage: FileStorage, work: (uploads: UploadBatch) => Promise<T>): Promise<T> {
  const uploads = uploadBatch(storage);
  try {
    const result = await work(uploads);
    uploads.keep();
    return result;
  } finally {
    await uploads.discard();
  }
}
