import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { InfoList } from '../details/info-list';

/** What an address panel shows, whichever detail response carries it (SPEC §9 addresses). */
export interface PanelAddress {
  address: string | null;
  governorate?: { name: string } | null;
  city?: { name: string } | null;
  area?: { name: string } | null;
  company_name?: string | null;
}

export type AddressKind = 'current_home' | 'nid' | 'company';
export type ClientAddressSet = Partial<Record<AddressKind, PanelAddress | null>>;

const KINDS: readonly AddressKind[] = ['current_home', 'nid', 'company'];

/** The API sends every kind, its parts null until filled (client detail): an all-empty one is not shown. */
const isFilled = (address: PanelAddress | null | undefined): address is PanelAddress =>
  !!address && Object.values(address).some((part) => part !== null && part !== undefined && part !== '');

export interface AddressPanelsProps {
  addresses: ClientAddressSet;
  /** Each panel's title, in the page's own words. */
  titles: Record<AddressKind, string>;
  /** The panel headings' level in the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

function AddressFacts({ address }: { address: PanelAddress }) {
  const { t } = useTranslation('common');
  const label = (field: string) => t(`clientForm.fields.${field}`);
  const facts = [
    { label: label('governorate'), value: address.governorate?.name },
    { label: label('city'), value: address.city?.name },
    { label: label('area'), value: address.area?.name },
    { label: label('address'), value: address.address },
  ];
  return <InfoList items={address.company_name ? [{ label: label('company_name'), value: address.company_name }, ...facts] : facts} />;
}

/** SPEC §2: a client's home, national ID and (when there is one) company address, each collapsible; all start open. */
export function AddressPanels({ addresses, titles, headingLevel = 'h2' }: AddressPanelsProps) {
  const kinds = KINDS.filter((kind) => isFilled(addresses[kind]));
  if (kinds.length === 0) return null;
  return (
    <Accordion multiple collapsible defaultOpenItems={kinds}>
      {kinds.map((kind) => (
        <AccordionItem key={kind} value={kind}>
          <AccordionHeader as={headingLevel}>{titles[kind]}</AccordionHeader>
          <AccordionPanel>
            <AddressFacts address={addresses[kind]!} />
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
