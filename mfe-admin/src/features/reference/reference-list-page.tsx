import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { ReferenceList } from '@back-office/shared/contract';
import { REFERENCE_LISTS } from '@back-office/shared/contract/enums';
import { EmptyState, PageFrame, RouterButton } from '@back-office/shared/ui';
import { ReferenceListView } from './reference-list-view';

/** Lists with a parent are kept on the geography and merchants pages. */
const FLAT = REFERENCE_LISTS.filter((list) => !['cities', 'areas', 'merchant-branches', 'products'].includes(list));

/** Issue 17, /admin/reference/<slug>: one flat list. */
export function ReferenceListPage() {
  const { t } = useTranslation('reference');
  const { list } = useParams();
  if (!FLAT.includes(list as ReferenceList))
    return (
      <PageFrame title={t('title')}>
        <EmptyState title={t('unknownList')} action={<RouterButton to="/admin/reference">{t('title')}</RouterButton>} />
      </PageFrame>
    );
  const slug = list as ReferenceList;
  return (
    <PageFrame title={t(`lists.${slug}`)}>
      <ReferenceListView list={slug} heading={t(`lists.${slug}`)} />
    </PageFrame>
  );
}
