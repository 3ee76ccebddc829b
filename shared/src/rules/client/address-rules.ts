import { MAX_LENGTH, tooLong } from '../field-limits';
import { addError, type FieldErrors } from '../types';
import { isArabicText } from './arabic-text';
import { ADDRESS_KINDS, positiveId, text, type ClientRuleOptions, type ClientValues } from './client-values';

const ADDRESS_TEXT_FIELD = { nid: 'NID_address', home: 'home_address', company: 'company_address' } as const;

/** Governorate, city and area of the three addresses, plus each address line (SPEC §5). */
export function checkAddresses(values: ClientValues, errors: FieldErrors, { mode }: ClientRuleOptions): void {
  const fields = values as Record<string, unknown>;
  for (const kind of ADDRESS_KINDS) {
    for (const part of ['governorate', 'city', 'area']) {
      const field = `${kind}_${part}_id`;
      if (!positiveId(fields[field])) addError(errors, field, mode === 'edit' ? 'clients.addressFieldsRequired' : 'common.fieldRequired');
    }
    const textField = ADDRESS_TEXT_FIELD[kind];
    const address = text(fields[textField]);
    if (!address) addError(errors, textField, 'common.fieldRequired');
    else if (tooLong(address, MAX_LENGTH.address)) addError(errors, textField, 'common.addressTooLong');
    else if (kind === 'company' && !isArabicText(address)) addError(errors, textField, 'clients.companyAddressInvalid');
  }
}
