import { useCallback, useState } from 'react';
import type { FetchBaseQueryError, TagDescription } from '@reduxjs/toolkit/query';
import {
  api,
  apiUrl,
  IDEMPOTENCY_KEY_HEADER,
  selectAccessToken,
  selectLanguage,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
  type Envelope,
} from '@back-office/shared';
import type { ClientCreated, ClientUpdated } from '@back-office/shared/contract';
import { uploadWithProgress } from './upload-with-progress';

export type SavedClient = Envelope<ClientCreated | ClientUpdated>;
export type UploadResult = { data: SavedClient } | { error: FetchBaseQueryError };
type ClientTag = TagDescription<'Client'>;

export interface UploadOptions {
  /** The call's own headers (an edit's If-Match). */
  headers?: Record<string, string>;
  /** Issue 20: a create's submission key, sent as Idempotency-Key so a retry never makes a second client. */
  idempotencyKey?: string;
}

/**
 * Sends a client's multipart body with the same headers and 401 handling as RTK Query,
 * reporting progress; on success the cached client and lists are refetched.
 */
export function useClientUpload() {
  const dispatch = useAppDispatch();
  const accessToken = useAppSelector(selectAccessToken);
  const language = useAppSelector(selectLanguage);
  const [progress, setProgress] = useState<number>();

  const upload = useCallback(
    async (path: string, body: FormData, invalidates: ClientTag[], options: UploadOptions = {}): Promise<UploadResult> => {
      const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': language };
      if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
      if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
      setProgress(0);
      try {
        const response = await uploadWithProgress({ url: apiUrl(path), body, headers, onProgress: setProgress });
        if (response.status === 401) dispatch(sessionEnded());
        if (response.status < 200 || response.status >= 300) return { error: { status: response.status, data: response.body } };
        dispatch(api.util.invalidateTags(invalidates));
        return { data: response.body as SavedClient };
      } catch (error) {
        return { error: { status: 'FETCH_ERROR', error: String(error) } };
      } finally {
        setProgress(undefined);
      }
    },
    [accessToken, language, dispatch],
  );

  return { upload, progress };
}
