import { Field, Input } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';

/** The request's client when it cannot change: a request being edited, or one started from a client's page. */
export function LockedClientField({ name }: { name: string }) {
  const { t } = useTranslation('limitRequests');
  return (
    <Field label={t('form.fields.client')}>
      <Input readOnly appearance="filled-darker" value={name} />
    </Field>
  );
}
