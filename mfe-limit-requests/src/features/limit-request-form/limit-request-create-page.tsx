import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageFrame, parseRouteId } from '@back-office/shared/ui';
import { CreateRequestSections } from './create-request-sections';
import type { LimitRequestFormValues } from './form-values';
import { RequestForm } from './request-form';
import { useSaveLimitRequest } from './use-save-limit-request';

/** SPEC §2 /limit-requests/create, and /create/{clientId} with that client chosen and locked. */
export function LimitRequestCreatePage() {
  const { t } = useTranslation('limitRequests');
  const param = useParams().clientId;
  const lockedClientId = parseRouteId(param);
  const { onSubmit } = useSaveLimitRequest();
  const initialValues = useMemo<LimitRequestFormValues>(() => (lockedClientId ? { client_id: lockedClientId } : {}), [lockedClientId]);
  return (
    <PageFrame title={t('form.create.title')}>
      {param !== undefined && lockedClientId === undefined ? (
        <EmptyState title={t('form.errors.invalidClientId')} />
      ) : (
        <RequestForm mode="create" initialValues={initialValues} onSubmit={onSubmit} submitLabel={t('form.create.submit')}>
          <CreateRequestSections clientLocked={lockedClientId !== undefined} />
        </RequestForm>
      )}
    </PageFrame>
  );
}
