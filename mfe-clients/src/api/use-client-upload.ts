import { useCallback, useState } from 'react';
import type { FetchBaseQueryError, TagDescription } from '@reduxjs/toolkit/query';
import {
  api,
  apiUrl,
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
    async (path: string, body: FormData, invalidates: ClientTag[], extraHeaders: Record<string, string> = {}): Promise<UploadResult> => {
      const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json', 'Accept-Language': language };
      if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
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
