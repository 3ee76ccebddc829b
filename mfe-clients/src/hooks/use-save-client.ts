import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotencyKey, keyRefused } from '@back-office/shared';
import { toClientFormData, useSaveThenLeave, type ClientFormMode, type ClientFormValues, type SaveOutcome } from '@back-office/shared/ui';
import { useClientUpload } from '../api/clients-api';

export interface SaveClientOptions {
  mode: Extract<ClientFormMode, 'create' | 'edit'>;
  /** API path: /clients/store or /clients/update/{id}. */
  path: string;
  clientId?: number;
  /** Edit: the version of the client shown, sent as If-Match (issue 16). */
  version?: number;
  successKey: string;
  failureKey: string;
}

/**
 * The client form's onSubmit for staff pages: upload with progress, errors back under the
 * fields, or a success toast and, 1.5 s later (SPEC §2), the client's details: a new client's page
 * (issue 15 overrides SPEC §2's "back to /clients": the agent lands where Submit is), or the
 * edited client's page one level up.
 */
export function useSaveClient({ mode, path, clientId, version, successKey, failureKey }: SaveClientOptions) {
  const { t } = useTranslation('clients');
  const { upload, progress } = useClientUpload();
  // Issue 16: the edit was refused because someone else saved the client after it was opened.
  const [stale, setStale] = useState(false);
  // Issue 20: a create keeps one Idempotency-Key through its retries (a dropped connection, a 422 to
  // fix, a 5xx) so the API makes one client; after a success the next create gets a new key.
  const { take, done } = useIdempotencyKey();
  const save = useCallback(
    async (values: ClientFormValues): Promise<SaveOutcome> => {
      const tags = [{ type: 'Client' as const, id: 'LIST' }, ...(clientId ? [{ type: 'Client' as const, id: clientId }] : [])];
      const ifMatch: Record<string, string> = version === undefined ? {} : { 'If-Match': `"${version}"` };
      const idempotencyKey = mode === 'create' ? take() : undefined;
      const result = await upload(path, toClientFormData(values, mode), tags, { headers: ifMatch, idempotencyKey });
      // A create's 409 is its own first send still running (idempotencyKeyInFlight), not a stale edit.
      setStale(mode === 'edit' && 'error' in result && result.error.status === 409);
      if ('error' in result) {
        if (keyRefused(result.error)) done();
        return { error: result.error };
      }
      done();
      // From /clients/create, '../{id}' is /clients/{id}; from /clients/{id}/edit, '..' is /clients/{id}.
      const leaveTo = mode === 'create' ? `../${result.data.data.client.id}` : '..';
      return { message: result.data.message, leaveTo, relative: 'path' };
    },
    [upload, path, mode, clientId, version, take, done],
  );
  const onSubmit = useSaveThenLeave(save, { success: t(successKey), failure: t(failureKey) });
  return { onSubmit, progress, stale, setStale };
}
