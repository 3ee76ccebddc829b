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

/** Issue 19: refusals that end the request (the caps of a public application). */
export type CapRefusal =
  'files.applicationFileTooLarge' | 'files.applicationFilesTooLarge' | 'files.tooManyFiles' | 'files.dailyUploadLimitReached';

export type UploadOutcome = { stored: StoredUpload } | { rejected: 'files.invalidFileType' | 'files.fileSizeExceedsLimit' | CapRefusal };

/** Issue 19: a cap shared by every request (the public uploads of a day), reserved as bytes arrive. */
export interface UploadQuota {
  /** Adds to the shared count; false, changing nothing, when that would pass the cap. */
  reserve(bytes: number, files: number): Promise<boolean>;
  /** Gives back what was reserved and not kept. */
  release(bytes: number, files: number): Promise<void>;
}

/** Issue 19: what one request may store (APPLICATION_FILE_LIMITS for the public form), checked as bytes stream in. */
export interface UploadLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  quota?: UploadQuota;
}

/** Bytes reserved from the quota at a time: one statement per MiB, not per chunk. */
const QUOTA_STEP = 1024 * 1024;

/** Control characters, path separators and quoting have no place in a Content-Disposition name. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(-200);
  return clean || 'file';
}

/**
 * Passes bytes through while keeping the first few and counting all of them. `admit` (issue 19) may
 * refuse a chunk: from then on nothing more is passed to storage (the rest of the file is read and
 * dropped, so the form's parse goes on), and no byte beyond a cap is ever stored.
 */
function inspector(admit?: (size: number) => Promise<CapRefusal | undefined>) {
  let head = Buffer.alloc(0);
  let size = 0;
  let refused: CapRefusal | undefined;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (refused) return done();
      const pass = () => {
        if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
        size += chunk.length;
        done(null, chunk);
      };
      if (!admit) return pass();
      admit(size + chunk.length).then((refusal) => {
        refused = refusal;
        if (refusal) done();
        else pass();
      }, done);
    },
  });
  return { stream, facts: () => ({ head, size, refused }) };
}

/**
 * The files of one request, written to storage under fresh keys as they stream in.
 * Until `keep()` the batch owns them: `discard()` deletes every one, so a request that
 * fails at any point leaves no file behind.
 */
export function uploadBatch(storage: FileStorage, limits?: UploadLimits) {
  const written: string[] = [];
  let kept = false;
  /** Issue 19: bytes of the files stored so far, and what was taken from the shared quota. */
  let storedBytes = 0;
  const reserved = { bytes: 0, files: 0 };

  /** Can the file being read grow to `size` bytes? A refusal, or undefined once the quota holds them. */
  async function admit(limit: UploadLimits, size: number, fileCounted: { done: boolean }): Promise<CapRefusal | undefined> {
    if (size > limit.maxFileBytes) return 'files.applicationFileTooLarge';
    if (storedBytes + size > limit.maxTotalBytes) return 'files.applicationFilesTooLarge';
    const needed = storedBytes + size - reserved.bytes;
    if (!limit.quota || needed <= 0) return undefined;
    const files = fileCounted.done ? 0 : 1;
    // A step at a time; near the day's cap, just what this chunk needs.
    const step = Math.max(needed, Math.min(QUOTA_STEP, limit.maxTotalBytes - reserved.bytes));
    const granted = (await limit.quota.reserve(step, files))
      ? step
      : needed < step && (await limit.quota.reserve(needed, files))
        ? needed
        : 0;
    if (granted === 0) return 'files.dailyUploadLimitReached';
    reserved.bytes += granted;
    reserved.files += files;
    fileCounted.done = true;
    return undefined;
  }

  return {
    /** `accepted`: the MIME types this field takes; the SPEC §5 upload types unless said. */
    async store(
      fileName: string,
      body: Readable & { truncated?: boolean },
      accepted: readonly string[] = UPLOAD_TYPES,
    ): Promise<UploadOutcome> {
      if (limits && written.length >= limits.maxFiles) return { rejected: 'files.tooManyFiles' };
      const key = randomUUID();
      written.push(key);
      const counted = { done: false };
      const { stream, facts } = inspector(limits && ((size) => admit(limits, size, counted)));
      await Promise.all([pipeline(body, stream), storage.put(key, stream)]);
      const { head, size, refused } = facts();
      storedBytes += size;
      if (refused) return { rejected: refused };
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

    /** Issue 19: gives back the quota not used by kept files (all of it when the files are deleted). */
    async settleQuota(): Promise<void> {
      const quota = limits?.quota;
      if (!quota) return;
      const [bytes, files] = kept ? [reserved.bytes - storedBytes, 0] : [reserved.bytes, reserved.files];
      reserved.bytes = 0;
      reserved.files = 0;
      // Best effort: the files' fate is settled already, and a reservation left behind only makes the day's cap stricter.
      if (bytes > 0 || files > 0) await quota.release(Math.max(bytes, 0), files).catch(() => undefined);
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
export async function withUploads<T>(storage: FileStorage, work: (uploads: UploadBatch) => Promise<T>, limits?: UploadLimits): Promise<T> {
  const uploads = uploadBatch(storage, limits);
  try {
    const result = await work(uploads);
    uploads.keep();
    return result;
  } finally {
    await uploads.discard();
    await uploads.settleQuota();
  }
}
