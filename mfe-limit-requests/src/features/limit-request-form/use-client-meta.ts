import { useEffect } from 'react';
import { skipToken } from '@back-office/shared';
import { useField, useForm } from 'react-final-form';
import type { LimitRequestMeta } from '@back-office/shared/contract';
import { useGetLimitRequestMetaQuery } from '../../api/limit-requests-api';
import { CAPTURE_FIELDS } from './form-values';

/** SPEC §4: the request type meant for the client's employment type. */
function defaultRequestTypeId(meta: LimitRequestMeta): number | undefined {
  const employmentTypeId = meta.client.employment_type_id;
  if (employmentTypeId === null) return undefined;
  return meta.limit_request_types.find((type) => type.employment_type_id === employmentTypeId)?.id;
}

/**
 * The form's lists for the chosen client. When they arrive the form takes the reserved code
 * and the default request type, and drops documents and captures meant for another client.
 */
export function useClientMeta() {
  const form = useForm();
  const clientId = useField<number | undefined>('client_id', { subscription: { value: true } }).input.value || undefined;
  const meta = useGetLimitRequestMetaQuery(clientId ?? skipToken);
  // currentData belongs to the client chosen now, never to the one before.
  const current = meta.currentData;

  useEffect(() => {
    if (!current) return;
    form.batch(() => {
      form.change('code', current.allowed_code);
      form.change('limit_request_type_id', defaultRequestTypeId(current));
      form.change('general_documents', []);
      for (const field of CAPTURE_FIELDS) form.change(field, undefined);
    });
  }, [current, form]);

  return { clientId, meta: { ...meta, data: current } };
}
