import type { FieldErrors } from '../types';
import { checkAddresses } from './address-rules';
import type { ClientRuleOptions, ClientValues } from './client-values';
import { checkDocuments } from './document-rules';
import { checkEmployment } from './employment-rules';
import { checkIdentity } from './identity-rules';

/** SPEC §5 "Client create" (and edit): every rule, as translation keys per field. */
export function validateClient(values: ClientValues, options: ClientRuleOptions): FieldErrors {
  const errors: FieldErrors = {};
  checkIdentity(values, errors, options);
  checkEmployment(values, errors, options);
  checkAddresses(values, errors, options);
  checkDocuments(values, errors, options);
  return errors;
}
