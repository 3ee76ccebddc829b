import { ArrowLeftRegular, ArrowRightRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { directionOf, selectLanguage, useAppSelector } from '@back-office/shared';
import { EmptyState, RouterButton } from '@back-office/shared/ui';
import type { LimitRequestDetail } from '@back-office/shared/contract';

/**
 * Issue 15 defect 7: a route the person may not use says why instead of showing a form the
 * server would refuse. Only a new request can be edited (SPEC §6 can_edit); any other refusal
 * is said plainly. The way back leads to the request itself.
 */
export function NotEditable({ request }: { request: LimitRequestDetail }) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const BackIcon = directionOf(language) === 'rtl' ? ArrowRightRegular : ArrowLeftRegular;
  const reviewed = request.request_status !== 'new';
  return (
    <EmptyState
      title={reviewed ? t('form.edit.notNew') : t('form.edit.notAllowed')}
      description={reviewed ? t('form.edit.notNewHint', { status: t(`statuses.request.${request.request_status}`) }) : undefined}
      action={
        <RouterButton to={`../${request.id}`} appearance="primary" icon={<BackIcon />}>
          {t('form.edit.backToRequest')}
        </RouterButton>
      }
    />
  );
}
