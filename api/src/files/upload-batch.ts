import { randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { detectFileType, SNIFF_BYTES } from './file-type';
import type { FileStorage } from './file-storage';

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
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim().slice(-200);
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
    async store(fileName: string, body: Readable & { truncated?: boolean }): Promise<UploadOutcome> {
      const key = randomUUID();
      written.push(key);
      const { stream, facts } = inspector();
      await Promise.all([pipeline(body, stream), storage.put(key, stream)]);
      // The multipart parser stops at the limit and marks the stream instead of failing it.
      if (body.truncated) return { rejected: 'files.fileSizeExceedsLimit' };
      const { head, size } = facts();
      const type = size > 0 ? detectFileType(fileName, head) : undefined;
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
