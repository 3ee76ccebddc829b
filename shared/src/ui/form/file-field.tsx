import { useField } from 'react-final-form';
import { FieldFrame } from './field-frame';
import { visibleError } from './field-messages';

export interface FileFieldProps {
  name: string;
  label: string;
  hint?: string;
  /** What the picker offers first; the rules still check whatever is chosen. */
  accept: string;
  /** Off where the form sums a row's problems up in one message instead (SPEC §5). */
  showError?: boolean;
}

/**
 * The browser's own file picker (keyboard and screen-reader friendly as it is); Fluent's
 * Field hands it the label id and error state through its render-function child.
 */
export function FileField({ name, label, hint, accept, showError = true }: FileFieldProps) {
  const { input, meta } = useField<File | undefined>(name);
  return (
    <FieldFrame label={label} hint={hint} required error={showError ? visibleError(meta) : undefined}>
      {(controlProps) => (
        <input
          {...controlProps}
          type="file"
          name={input.name}
          accept={accept}
          onChange={(event) => input.onChange(event.target.files?.[0])}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      )}
    </FieldFrame>
  );
}
