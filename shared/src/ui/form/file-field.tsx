import { useState } from 'react';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { fileSizeExceedsLimit } from '@back-office/shared/rules';
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
  /**
   * Issue 15: a file over SPEC §9's 10 MB is refused the moment it is chosen, named in the
   * message, and not kept, instead of travelling to the server first.
   */
  refuseOversized?: boolean;
}

/**
 * The browser's own file picker (keyboard and screen-reader friendly as it is); Fluent's
 * Field hands it the label id and error state through its render-function child.
 */
export function FileField({ name, label, hint, accept, showError = true, refuseOversized = false }: FileFieldProps) {
  const { t } = useTranslation('common');
  const { input, meta } = useField<File | undefined>(name);
  const [refused, setRefused] = useState<string>();
  const error = refused ?? (showError ? visibleError(meta) : undefined);
  return (
    <FieldFrame label={label} hint={hint} required error={error}>
      {(controlProps) => (
        <input
          {...controlProps}
          type="file"
          name={input.name}
          accept={accept}
          onChange={(event) => {
            const file = event.target.files?.[0];
            const tooLarge = refuseOversized && file !== undefined && fileSizeExceedsLimit(file);
            setRefused(tooLarge ? t('form.fileTooLarge', { name: file.name }) : undefined);
            // A refused file is not kept: the picker is emptied and the form holds no file.
            if (tooLarge) event.target.value = '';
            input.onChange(tooLarge ? undefined : file);
          }}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      )}
    </FieldFrame>
  );
}
