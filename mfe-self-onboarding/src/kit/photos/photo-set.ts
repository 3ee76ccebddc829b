import { APPLICATION_FILE_LIMITS } from '@back-office/shared/rules';
import { readJson, remove, writeJson } from '../storage';

/** A chosen or captured file, kept as a data URL so the session can hold it across a reload. */
export interface StoredFile {
  name: string;
  type: string;
  size: number;
  dataUrl: string;
}

export const PHOTO_FIELDS = ['front_image', 'back_image', 'selfie'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

export interface PhotoSet extends Partial<Record<PhotoField, StoredFile>> {
  documents: (StoredFile | undefined)[];
}

export const emptyPhotos = (): PhotoSet => ({ documents: [] });

/** Issue 19: photos are kept for the session only (never in localStorage, which outlives the visit). */
export const readPhotos = (key: string): PhotoSet => readJson<PhotoSet>('session', key) ?? emptyPhotos();
export const writePhotos = (key: string, photos: PhotoSet): boolean => writeJson('session', key, photos);
export const clearPhotos = (key: string): void => remove('session', key);

export function dataUrlToBlob(dataUrl: string): Blob {
  const [head = '', data = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const binary = head.includes(';base64') ? atob(data) : decodeURIComponent(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}

export function allFiles(photos: PhotoSet): StoredFile[] {
  return [...PHOTO_FIELDS.map((field) => photos[field]), ...photos.documents].filter((file): file is StoredFile => !!file);
}

/** The application's caps (APPLICATION_FILE_LIMITS), checked as a file is added, before anything is sent. */
export function capsProblem(
  photos: PhotoSet,
  candidate: StoredFile,
  replacing?: StoredFile,
): { key: 'files.tooBig' | 'files.totalTooBig' | 'files.tooMany'; params: Record<string, number> } | undefined {
  const mb = (bytes: number) => bytes / (1024 * 1024);
  if (candidate.size > APPLICATION_FILE_LIMITS.maxFileBytes)
    return { key: 'files.tooBig', params: { megabytes: mb(APPLICATION_FILE_LIMITS.maxFileBytes) } };
  const others = allFiles(photos).filter((file) => file !== replacing);
  if (others.length + 1 > APPLICATION_FILE_LIMITS.maxFiles)
    return { key: 'files.tooMany', params: { count: APPLICATION_FILE_LIMITS.maxFiles } };
  const total = others.reduce((sum, file) => sum + file.size, candidate.size);
  if (total > APPLICATION_FILE_LIMITS.maxTotalBytes)
    return { key: 'files.totalTooBig', params: { megabytes: mb(APPLICATION_FILE_LIMITS.maxTotalBytes) } };
  return undefined;
}
