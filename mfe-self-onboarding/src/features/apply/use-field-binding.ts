import { useCallback } from 'react';
import { useT } from '../../kit/i18n';
import { latinDigits } from '../../kit/digits';
import type { TextField } from './apply-values';
import { stepOfField } from './steps';
import type { Application } from './use-application';

const DIGIT_FIELDS = new Set<string>(['national_id', 'prime_mobile_number', 'second_mobile_number', 'monthly_income']);

/**
 * A field's props from the application: its value, the change (digits kept Latin), the blur that
 * marks it left, and its error in words: the server's, else the first rule it breaks once shown.
 */
export function useFieldBinding(app: Application) {
  const { rule } = useT();
  const errorOf = useCallback(
    (field: string): string | undefined => {
      if (app.serverErrors[field]) return app.serverErrors[field];
      const key = app.ruleErrors[field]?.[0];
      const step = stepOfField(field);
      const shown = app.touched.has(field) || (step !== undefined && app.checkedSteps.has(step));
      return key && shown ? rule(key) : undefined;
    },
    [app.serverErrors, app.ruleErrors, app.touched, app.checkedSteps, rule],
  );
  const bind = useCallback(
    (field: TextField) => ({
      id: field,
      value: app.values[field],
      error: errorOf(field),
      onValue: (value: string) => app.setField(field, DIGIT_FIELDS.has(field) ? latinDigits(value) : value),
      onBlur: () => app.touch(field),
    }),
    [app, errorOf],
  );
  return { bind, errorOf };
}

export type FieldBinding = ReturnType<typeof useFieldBinding>;
