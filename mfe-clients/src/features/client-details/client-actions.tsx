import { AddRegular, ArrowLeftRegular, EditRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { RouterButton } from '@back-office/shared/ui';
import type { ClientDetail } from '@back-office/shared/contract';
import { SubmitClientButton } from './submit-client-button';

/** SPEC §2 buttons: back; edit if allowed; submit until submitted, then a new limit request. */
export function ClientActions({ client }: { client: ClientDetail }) {
  const { t } = useTranslation('clients');
  return (
    <>
      <RouterButton to=".." icon={<ArrowLeftRegular />}>
        {t('details.back')}
      </RouterButton>
      {client.can_edit && (
        <RouterButton to="edit" icon={<EditRegular />}>
          {t('details.edit')}
        </RouterButton>
      )}
      {client.is_submited ? (
        <RouterButton to={`/limit-requests/create/${client.id}`} appearance="primary" icon={<AddRegular />}>
          {t('details.limitRequest')}
        </RouterButton>
      ) : (
        <SubmitClientButton clientId={client.id} />
      )}
    </>
  );
}
