import { MAX_LENGTH, STORABLE_AMOUNT, tooLong } from '../field-limits';
import { addError, type FieldErrors } from '../types';
import { isArabicName } from './arabic-text';
import { positiveId, text, type ClientRuleOptions, type ClientValues } from './client-values';

export function checkEmployment(values: ClientValues, errors: FieldErrors, { mode, freelanceEmploymentTypeId }: ClientRuleOptions): void {
  const employmentType = positiveId(values.employment_type_id);
  if (!employmentType) addError(errors, 'employment_type_id', 'common.fieldRequired');
  const freelance = employmentType !== undefined && employmentType === freelanceEmploymentTypeId;
  if (!freelance && !text(values.company_name)) addError(errors, 'company_name', 'common.fieldRequired');
  else if (tooLong(values.company_name, MAX_LENGTH.companyName)) addError(errors, 'company_name', 'common.companyNameTooLong');

  checkMonthlyIncome(text(values.monthly_income), mode, errors);

  const title = text(values.title);
  if (!title) addError(errors, 'title', 'common.fieldRequired');
  else if (tooLong(title, MAX_LENGTH.title)) addError(errors, 'title', 'common.titleTooLong');
  else if (!isArabicName(title)) addError(errors, 'title', 'clients.titleInvalid');

  if (!positiveId(values.company_sector)) addError(errors, 'company_sector', 'common.fieldRequired');
}

/**
 * Required and positive on create; on edit it is shown read-only and only checked if sent (the
 * API then keeps the stored amount, issue 16). It must fit numeric(14, 2): a larger amount is a
 * field error here, never the database's overflow.
 */
function checkMonthlyIncome(value: string, mode: ClientRuleOptions['mode'], errors: FieldErrors): void {
  if (!value) {
    if (mode === 'create') addError(errors, 'monthly_income', 'common.fieldRequired');
    return;
  }
  const amount = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !(amount > 0)) addError(errors, 'monthly_income', 'clients.monthlyIncomePositive');
  else if (!STORABLE_AMOUNT.test(value)) addError(errors, 'monthly_income', 'common.amountInvalid');
}
