import path from 'node:path';
import type { readEnv } from './read-env';

export interface S3Config {
  /** Absent: AWS itself; set for MinIO, Ceph, R2 and other S3-compatible stores. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own credential chain (instance role, profile) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface FileConfig {
  fileStorage: 'local' | 's3';
  /** Local storage folder (FILE_STORAGE=local). */
  filesDir: string;
  s3?: S3Config;
  /** Absent: a random secret generated once and kept in `fileSigningSecretFile`. */
  fileSigningSecret?: string;
  fileSigningSecretFile: string;
}

/** Short secrets make the signed file links guessable offline. */
const MIN_SECRET_LENGTH = 32;

export function readFileConfig(read: ReturnType<typeof readEnv>, dataDir: string): FileConfig {
  const fileStorage = read.oneOf('FILE_STORAGE', 'local', ['local', 's3'] as const);
  const fileSigningSecret = read.optionalString('FILE_SIGNING_SECRET');
  if (fileSigningSecret !== undefined && fileSigningSecret.length < MIN_SECRET_LENGTH) {
    read.problems.push(`FILE_SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  return {
    fileStorage,
    filesDir: path.join(dataDir, 'files'),
    s3: fileStorage === 's3' ? readS3(read) : undefined,
    fileSigningSecret,
    fileSigningSecretFile: path.join(dataDir, 'file-signing.key'),
  };
}

function readS3(read: ReturnType<typeof readEnv>): S3Config {
  const accessKeyId = read.optionalString('S3_ACCESS_KEY_ID');
  const secretAccessKey = read.optionalString('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    read.problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    endpoint: read.optionalUrl('S3_ENDPOINT', ['http:', 'https:']),
    bucket: read.requiredString('S3_BUCKET', 'when FILE_STORAGE=s3'),
    region: read.string('S3_REGION', 'us-east-1'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: read.boolean('S3_FORCE_PATH_STYLE', false),
  };
}
