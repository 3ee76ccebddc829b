import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { InfoList } from '@back-office/shared/ui';
import type { LimitRequestClient } from '@back-office/shared/contract';

const ADDRESS_KINDS = ['current_home', 'nid', 'company'] as const;

type Address = NonNullable<LimitRequestClient['addresses'][(typeof ADDRESS_KINDS)[number]]>;

function AddressFacts({ address }: { address: Address }) {
  const { t } = useTranslation('common');
  const label = (field: string) => t(`clientForm.fields.${field}`);
  const facts = [
    { label: label('governorate'), value: address.governorate?.name },
    { label: label('city'), value: address.city?.name },
    { label: label('area'), value: address.area?.name },
    { label: label('address'), value: address.address },
  ];
  return <InfoList items={'company_name' in address && address.company_name ? [{ label: label('company_name'), value: address.company_name }, ...facts] : facts} />;
}

/** The client's addresses that exist, each in a panel that can be folded away; all start open. */
export function ClientAddresses({ addresses }: { addresses: LimitRequestClient['addresses'] }) {
  const { t } = useTranslation('limitRequests');
  const kinds = ADDRESS_KINDS.filter((kind) => addresses[kind]);
  if (kinds.length === 0) return null;
  return (
    <Accordion multiple collapsible defaultOpenItems={[...kinds]}>
      {kinds.map((kind) => (
        <AccordionItem key={kind} value={kind}>
          <AccordionHeader as="h3">{t(`details.addresses.${kind}`)}</AccordionHeader>
          <AccordionPanel>
            <AddressFacts address={addresses[kind]!} />
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
