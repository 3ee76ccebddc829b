import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS } from '@back-office/shared/rules';
import { FieldFrame } from '../form/field-frame';
import { visibleError } from '../form/field-messages';

const ACCEPT = UPLOAD_EXTENSIONS.join(',');

/**
 * The browser's own file picker (keyboard and screen-reader friendly as it is); Fluent's
 * Field hands it the label id and error state through its render-function child.
 */
export function DocumentFileField({ name }: { name: string }) {
  const { t } = useTranslation('common');
  const { input, meta } = useField<File | undefined>(name);
  return (
    <FieldFrame label={t('clientForm.documents.file')} hint={t('clientForm.documents.acceptHint')} required error={visibleError(meta)}>
      {(controlProps) => (
        <input
          {...controlProps}
          type="file"
          name={input.name}
          accept={ACCEPT}
          onChange={(event) => input.onChange(event.target.files?.[0])}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        />
      )}
    </FieldFrame>
  );
}
