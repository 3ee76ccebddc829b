import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Body1 } from '@back-office/shared/fluent-core';
import { ArrowLeftRegular, ArrowRightRegular } from '@back-office/shared/fluent-extra';
import { PageFrame, RouterButton } from '@back-office/shared/ui';
import { parentId, useDirection } from './drill-down';
import { ImportPanel } from './import-panel';
import { ReferenceListView } from './reference-list-view';
import { useItemName } from './use-item-name';

/**
 * Issue 17, /admin/reference/geography: governorates → cities → areas. The chosen governorate
 * and city are in the address (?governorate=&city=, with their names), so a reload keeps them.
 */
export function GeographyPage() {
  const { t } = useTranslation('reference');
  const [params] = useSearchParams();
  const nameOf = useItemName();
  const back = useDirection() === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />;
  const governorate = parentId(params.get('governorate'));
  const city = parentId(params.get('city'));
  const governorateName = params.get('governorate_name') ?? '';
  const cityName = params.get('city_name') ?? '';

  if (governorate !== undefined && city !== undefined)
    return (
      <PageFrame title={t('geography.areasOf', { name: cityName })}>
        <RouterButton to={`?governorate=${governorate}&governorate_name=${encodeURIComponent(governorateName)}`} icon={back}>
          {t('geography.citiesOf', { name: governorateName })}
        </RouterButton>
        <ReferenceListView list="areas" parentId={city} heading={t('lists.areas')} />
        <ImportPanel cityId={city} heading={t('import.areasTitle')} columns="name_ar, name_en" />
      </PageFrame>
    );
  if (governorate !== undefined)
    return (
      <PageFrame title={t('geography.citiesOf', { name: governorateName })}>
        <RouterButton to="." icon={back}>
          {t('lists.governorates')}
        </RouterButton>
        <ReferenceListView
          list="cities"
          parentId={governorate}
          heading={t('lists.cities')}
          rowAction={(item) => (
            <RouterButton
              size="small"
              to={`?governorate=${governorate}&governorate_name=${encodeURIComponent(governorateName)}&city=${item.id}&city_name=${encodeURIComponent(nameOf(item))}`}
            >
              {t('actions.areas')}
            </RouterButton>
          )}
        />
      </PageFrame>
    );
  return (
    <PageFrame title={t('geography.title')}>
      <Body1>{t('geography.intro')}</Body1>
      <ReferenceListView
        list="governorates"
        heading={t('lists.governorates')}
        rowAction={(item) => (
          <RouterButton size="small" to={`?governorate=${item.id}&governorate_name=${encodeURIComponent(nameOf(item))}`}>
            {t('actions.cities')}
          </RouterButton>
        )}
      />
    </PageFrame>
  );
}
