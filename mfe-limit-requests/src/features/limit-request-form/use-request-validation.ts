import { useCallback } from 'react';
import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useTranslateRules } from '@back-office/shared';
import { validateLimitRequest, type FieldErrors } from '@back-office/shared/rules';
import { nestErrors } from '@back-office/shared/ui';
import type { FormMode, LimitRequestFormValues } from './form-values';

const isDocumentPath = (field: string) => field.startsWith('general_documents.');

/** Document rows have no per-field message (SPEC §5); their errors become one form-level message. */
function splitDocumentErrors(errors: FieldErrors): { fields: FieldErrors; documentsInvalid: boolean } {
  const fields: FieldErrors = {};
  let documentsInvalid = false;
  for (const [field, keys] of Object.entries(errors)) {
    if (isDocumentPath(field)) documentsInvalid = true;
    else fields[field] = keys;
  }
  return { fields, documentsInvalid };
}

/** The rules module's verdict (SPEC §5) in the user's language, shaped as final-form errors. */
export function useRequestValidation(mode: FormMode) {
  const { t } = useTranslation('limitRequests');
  const translateRules = useTranslateRules();
  return useCallback(
    (values: LimitRequestFormValues) => {
      const { fields, documentsInvalid } = splitDocumentErrors(validateLimitRequest(values, { mode }));
      return { ...nestErrors(translateRules(fields)), ...(documentsInvalid && { [FORM_ERROR]: t('form.fixErrors') }) };
    },
    [mode, t, translateRules],
  );
}
