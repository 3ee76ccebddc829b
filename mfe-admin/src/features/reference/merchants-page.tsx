import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ArrowLeftRegular, ArrowRightRegular } from '@back-office/shared/fluent-extra';
import { PageFrame, RouterButton } from '@back-office/shared/ui';
import { parentId, useDirection } from './drill-down';
import { ImportPanel } from './import-panel';
import { ReferenceListView } from './reference-list-view';
import { useItemName } from './use-item-name';

/** Issue 17, /admin/reference/merchants: the merchants, and one merchant's branches and products (?merchant=). */
export function MerchantsPage() {
  const { t } = useTranslation('reference');
  const [params] = useSearchParams();
  const nameOf = useItemName();
  const back = useDirection() === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />;
  const merchant = parentId(params.get('merchant'));

  if (merchant !== undefined)
    return (
      <PageFrame title={t('merchants.of', { name: params.get('merchant_name') ?? '' })}>
        <RouterButton to="." icon={back}>
          {t('merchants.title')}
        </RouterButton>
        <ReferenceListView list="merchant-branches" parentId={merchant} heading={t('lists.merchant-branches')} />
        <ReferenceListView list="products" parentId={merchant} heading={t('lists.products')} />
      </PageFrame>
    );
  return (
    <PageFrame title={t('merchants.title')} actions={<RouterButton to="import">{t('import.merchantsLink')}</RouterButton>}>
      <ReferenceListView
        list="merchants"
        heading={t('lists.merchants')}
        rowAction={(item) => (
          <RouterButton size="small" to={`?merchant=${item.id}&merchant_name=${encodeURIComponent(nameOf(item))}`}>
            {t('actions.branchesAndProducts')}
          </RouterButton>
        )}
      />
    </PageFrame>
  );
}

/** Issue 17, /admin/reference/merchants/import: merchants and their branches from a CSV file. */
export function MerchantsImportPage() {
  const { t } = useTranslation('reference');
  const back = useDirection() === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />;
  return (
    <PageFrame title={t('import.merchantsTitle')}>
      <RouterButton to="/admin/reference/merchants" icon={back}>
        {t('merchants.title')}
      </RouterButton>
      <ImportPanel heading={t('import.merchantsTitle')} columns="merchant_name_ar, merchant_name_en, branch_name_ar, branch_name_en" />
    </PageFrame>
  );
}
