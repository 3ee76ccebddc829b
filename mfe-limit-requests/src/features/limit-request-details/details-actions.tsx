import { ArrowLeftRegular, ArrowRightRegular, EditRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { directionOf, selectLanguage, useAppSelector } from '@back-office/shared';
import { RouterButton } from '@back-office/shared/ui';
import type { LimitRequestShowData } from '@back-office/shared/contract';
import { ActionsMenu } from './actions-menu';

/** SPEC §2 buttons: back to the list, edit when allowed, and the request's actions. */
export function DetailsActions({ data }: { data: LimitRequestShowData }) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  // "Back" points the way the page reads.
  const BackIcon = directionOf(language) === 'rtl' ? ArrowRightRegular : ArrowLeftRegular;
  return (
    <>
      <RouterButton to=".." icon={<BackIcon />}>
        {t('actions.back', { ns: 'common' })}
      </RouterButton>
      {data.limit_request.can_edit && (
        <RouterButton to="edit" icon={<EditRegular />}>
          {t('details.edit')}
        </RouterButton>
      )}
      <ActionsMenu data={data} />
    </>
  );
}
