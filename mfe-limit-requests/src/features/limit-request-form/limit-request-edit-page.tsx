import { useCallback } from 'react';
import { skipToken } from '@back-office/shared';
import { useTranslation } from 'react-i18next';
import { EmptyState, LoadState, PageFrame, useRouteId } from '@back-office/shared/ui';
import { useGetLimitRequestEditMetaQuery } from '../../api/limit-requests-api';
import { EditRequestForm } from './edit-request-form';
import { NotEditable } from './not-editable';

/** SPEC §2 /limit-requests/{id}/edit: the request and the form's lists, then the form. */
export function LimitRequestEditPage() {
  const { t } = useTranslation('limitRequests');
  const id = useRouteId();
  const editMeta = useGetLimitRequestEditMetaQuery(id ?? skipToken);
  // Issue 16: after a 409 the form asks for the latest request; unwrap() rejects when it cannot come.
  const { refetch } = editMeta;
  const reload = useCallback(() => refetch().unwrap(), [refetch]);
  return (
    <PageFrame title={t('form.edit.title')}>
      {id === undefined ? (
        <EmptyState title={t('form.errors.invalidLimitRequestId')} />
      ) : (
        <LoadState result={editMeta} errorText={t('form.errors.errorFetchingMetaData')} emptyText={t('form.empty.noMetaDataAvailable')}>
          {(meta) => (meta.can_edit ? <EditRequestForm meta={meta} reload={reload} /> : <NotEditable request={meta.limit_request} />)}
        </LoadState>
      )}
    </PageFrame>
  );
}
