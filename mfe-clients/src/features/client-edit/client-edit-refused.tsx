import { ArrowLeftRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { EmptyState, RouterButton } from '@back-office/shared/ui';
import type { ClientDetail } from '@back-office/shared/contract';

/**
 * Issue 15 defect 7: a client this person may not edit (can_edit false) is not shown as a form
 * that only fails at Save with a 403; the page says why and leads back to the client.
 */
export function ClientEditRefused({ client }: { client: ClientDetail }) {
  const { t } = useTranslation('clients');
  return (
    <EmptyState
      title={t(client.is_submited ? 'edit.refusedSubmitted' : 'edit.refused')}
      action={
        // Route-relative: ".." from ":id/edit" is the clients root, so this is /clients/{id}.
        <RouterButton to={`../${client.id}`} appearance="primary" icon={<ArrowLeftRegular />}>
          {t('edit.backToClient')}
        </RouterButton>
      }
    />
  );
}
