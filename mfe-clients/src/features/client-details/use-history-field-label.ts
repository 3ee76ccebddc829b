import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clientsEn } from '../../i18n/clients-en';

/** The address fields as the form names them (api/src/clients/client-record-from-form.ts FORM_ADDRESS). */
const ADDRESS_PART = /^(home|nid|company)_(governorate|city|area)_id$/;
/** Fields outside the form's labels: documents, status, and a document request's parts (issue 19). */
const HISTORY_FIELDS = clientsEn.details.historyFields;
const ADDRESS_TEXT: Record<string, 'home' | 'nid' | 'company'> = { home_address: 'home', NID_address: 'nid', company_address: 'company' };

/**
 * A history change's field as a person reads it (issue 15 defect 4): the client form's own label,
 * and for an address part its address and part ("Home — City"), never the column name.
 */
export function useHistoryFieldLabel(): (field: string) => string {
  const { t } = useTranslation('clients');
  return useCallback(
    (field: string) => {
      const part = ADDRESS_PART.exec(field);
      const section = part ? part[1] : ADDRESS_TEXT[field];
      if (section) {
        return t('details.historyAddressPart', {
          section: t(`details.historySections.${section}`),
          part: t(`clientForm.fields.${part ? part[2] : 'address'}`, { ns: 'common' }),
        });
      }
      if (Object.hasOwn(HISTORY_FIELDS, field)) return t(`details.historyFields.${field as keyof typeof HISTORY_FIELDS}`);
      // Any other field is one of the form's; an unknown one (a newer API) still reads as itself.
      return t(`clientForm.fields.${field}`, { ns: 'common', defaultValue: field });
    },
    [t],
  );
}
