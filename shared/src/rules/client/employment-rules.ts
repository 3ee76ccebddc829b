import { addError, type FieldErrors } from '../types';
import { isArabicName } from './arabic-text';
import { positiveId, text, type ClientRuleOptions, type ClientValues } from './client-values';

export function checkEmployment(values: ClientValues, errors: FieldErrors, { mode, freelanceEmploymentTypeId }: ClientRuleOptions): void {
  const employmentType = positiveId(values.employment_type_id);
  if (!employmentType) addError(errors, 'employment_type_id', 'common.fieldRequired');
  const freelance = employmentType !== undefined && employmentType === freelanceEmploymentTypeId;
  if (!freelance && !text(values.company_name)) addError(errors, 'company_name', 'common.fieldRequired');

  checkMonthlyIncome(text(values.monthly_income), mode, errors);

  const title = text(values.title);
  if (!title) addError(errors, 'title', 'common.fieldRequired');
  else if (!isArabicName(title)) addError(errors, 'title', 'clients.titleInvalid');

  if (!positiveId(values.company_sector)) addError(errors, 'company_sector', 'common.fieldRequired');
}

/** Required and positive on create; on edit it is shown read-only and only checked if sent. */
function checkMonthlyIncome(value: string, mode: ClientRuleOptions['mode'], errors: FieldErrors): void {
  if (!value) {
    if (mode === 'create') addError(errors, 'monthly_income', 'common.fieldRequired');
    return;
  }
  const amount = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !(amount > 0)) addError(errors, 'monthly_income', 'clients.monthlyIncomePositive');
}
