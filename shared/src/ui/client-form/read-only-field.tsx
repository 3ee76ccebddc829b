import { Input } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { FieldFrame } from '../form/field-frame';
import { visibleError } from '../form/field-messages';

export interface ReadOnlyFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** Turns the stored value into what is shown (e.g. gender '1' → Male). */
  format?: (value: unknown) => string;
}

const plain = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * A value the user reads but does not type (code, derived dates, gender): still a labelled,
 * focusable text box so screen readers announce it with the other fields, and its rule
 * errors (an expired ID card) still show under it.
 */
export function ReadOnlyField({ name, label, hint, format = plain }: ReadOnlyFieldProps) {
  const { input, meta } = useField(name, {
    subscription: { value: true, error: true, touched: true, submitError: true, dirtySinceLastSubmit: true },
  });
  return (
    <FieldFrame label={label} hint={hint} error={visibleError(meta)}>
      <Input readOnly appearance="filled-darker" name={name} value={format(input.value)} />
    </FieldFrame>
  );
}
