import { useCallback, useMemo } from 'react';
import { useTranslateRules } from '@back-office/shared';
import { addError, uploadFileRule, validateClient, type FieldErrors } from '@back-office/shared/rules';
import type { ClientFormMeta, ClientFormMode, ClientFormValues } from './client-form-types';
import { findFreelanceId } from './freelance';
import { nestErrors } from './nest-errors';
import { takenErrors, type TakenValues } from './uniqueness';

/** Size and type of each newly chosen file (SPEC §5 upload rules). */
function fileErrors(values: ClientFormValues): FieldErrors {
  const errors: FieldErrors = {};
  (values.client_documents ?? []).forEach((row, index) => {
    const rule = row.files ? uploadFileRule(row.files) : undefined;
    if (rule) addError(errors, `client_documents.${index}.files`, rule);
  });
  return errors;
}

/** A constant, so a form without a checker keeps one validate function across renders. */
const NOTHING_TAKEN: TakenValues = {};

/**
 * The rules module's verdict in the user's language, plus the values the uniqueness check found
 * taken (issue 15) where the rules have nothing to say, shaped as final-form nested errors.
 */
export function useClientValidation(mode: ClientFormMode, meta: ClientFormMeta, taken: TakenValues = NOTHING_TAKEN) {
  const translateRules = useTranslateRules();
  const freelanceEmploymentTypeId = useMemo(() => findFreelanceId(meta.employment_types), [meta.employment_types]);
  return useCallback(
    (values: ClientFormValues) => {
      // Self-onboarding creates a client, so it follows the create rules.
      const ruleErrors = validateClient(values, { mode: mode === 'edit' ? 'edit' : 'create', freelanceEmploymentTypeId });
      return nestErrors({ ...takenErrors(values, taken), ...translateRules({ ...ruleErrors, ...fileErrors(values) }) });
    },
    [mode, freelanceEmploymentTypeId, translateRules, taken],
  );
}
