import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { InfoList } from '@back-office/shared/ui';
import type { ClientDetail } from '@back-office/shared/contract';

const KINDS = ['current_home', 'nid', 'company'] as const;

type AnyAddress = ClientDetail['addresses'][(typeof KINDS)[number]];

/** The API sends every kind, its parts null until filled: an all-null one is not shown. */
const isFilled = (address: AnyAddress) => Object.values(address).some((part) => part !== null && part !== '');

function AddressItems({ address }: { address: AnyAddress }) {
  const { t } = useTranslation('common');
  const items = [
    ...('company_name' in address && address.company_name ? [{ label: t('clientForm.fields.company_name'), value: address.company_name }] : []),
    { label: t('clientForm.fields.governorate'), value: address.governorate?.name },
    { label: t('clientForm.fields.city'), value: address.city?.name },
    { label: t('clientForm.fields.area'), value: address.area?.name },
    { label: t('clientForm.fields.address'), value: address.address },
  ];
  return <InfoList items={items} />;
}

/** SPEC §2: home, national ID and (when there is one) company address, each collapsible. */
export function ClientAddresses({ addresses }: { addresses: ClientDetail['addresses'] }) {
  const { t } = useTranslation('clients');
  const present = KINDS.filter((kind) => isFilled(addresses[kind]));
  return (
    <Accordion multiple collapsible defaultOpenItems={present}>
      {present.map((kind) => (
        <AccordionItem key={kind} value={kind}>
          <AccordionHeader as="h2">{t(`details.addresses.${kind}`)}</AccordionHeader>
          <AccordionPanel>
            <AddressItems address={addresses[kind]} />
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
