import type { Config } from '../config/config';
import type { FileStorage } from './file-storage';
import { localFileStorage } from './local-file-storage';
import { s3FileStorage } from './s3-file-storage';

/** S3 when configured (FILE_STORAGE=s3), the local folder otherwise. */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  return config.fileStorage === 's3' && config.s3 ? s3FileStorage(config.s3) : localFileStorage(config.filesDir);
}
