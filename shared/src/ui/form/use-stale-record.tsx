import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@back-office/shared/fluent-core';
import { useNotify } from '../notifications/use-notify';

/**
 * Issue 16: an edit form whose save was refused because someone else saved the record after it
 * was opened (409). `reload` fetches the latest record and its version; the form keeps what the
 * person typed (react-final-form's keepDirtyOnReinitialize) and takes the new values elsewhere.
 */
export interface StaleRecord {
  /** The last save answered 409. */
  stale: boolean;
  reload: () => Promise<unknown>;
}

/**
 * The edit page's side of a stale save: what the form is told, given whether the last save
 * answered 409 (`stale`, cleared by `setStale`) and how to fetch the latest record. Once the
 * latest record is in, the save is no longer stale.
 */
export function useStaleRecord(stale: boolean, setStale: (stale: boolean) => void, reloadRecord: () => Promise<unknown>): StaleRecord {
  return useMemo(
    () => ({
      stale,
      reload: async () => {
        await reloadRecord();
        setStale(false);
      },
    }),
    [stale, setStale, reloadRecord],
  );
}

/**
 * The "Reload" button shown with the form's 409 message, and whether that message is still
 * current: once the latest version is in, it is hidden until the next save, and a toast says
 * what happened.
 */
export function useStaleRecordAction(record: StaleRecord | undefined): {
  action: ReactNode;
  messageHidden: boolean;
  onSubmitStart: () => void;
} {
  const { t } = useTranslation('common');
  const notify = useNotify();
  const [reloading, setReloading] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const reload = record?.reload;
  const onReload = useCallback(async () => {
    if (!reload) return;
    setReloading(true);
    try {
      await reload();
      setReloaded(true);
      notify.info(t('form.reloaded'));
    } catch {
      notify.error(t('form.reloadFailed'));
    } finally {
      setReloading(false);
    }
  }, [reload, notify, t]);
  const onSubmitStart = useCallback(() => setReloaded(false), []);
  const action =
    record?.stale && !reloaded ? (
      <Button appearance="primary" size="small" disabled={reloading} onClick={() => void onReload()}>
        {t('form.reload')}
      </Button>
    ) : undefined;
  return { action, messageHidden: reloaded, onSubmitStart };
}
