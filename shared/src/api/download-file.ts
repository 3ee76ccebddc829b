import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { saveBlob } from './save-blob';

/** The base query a `queryFn` is handed, already bound to its api. */
type BoundBaseQuery = (
  args: FetchArgs,
) => PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }> | { data?: unknown; error?: FetchBaseQueryError };

/**
 * A `queryFn` body for exports: the file needs the bearer token, so it is fetched through
 * the api (401 handling included) and saved from memory, never stored.
 */
export async function downloadFile(
  baseQuery: BoundBaseQuery,
  url: string,
  fileName: string,
): Promise<{ data: null } | { error: FetchBaseQueryError }> {
  const result = await baseQuery({
    url,
    responseHandler: (response) => (response.ok ? response.blob() : response.json().catch(() => undefined)),
  });
  if (result.error) return { error: result.error };
  saveBlob(result.data as Blob, fileName);
  return { data: null };
}

/** `name-2026-11-21.csv`: the day it was taken, so several exports sort and do not clash. */
export const datedFileName = (name: string, extension: string) => `${name}-${new Date().toISOString().slice(0, 10)}.${extension}`;
