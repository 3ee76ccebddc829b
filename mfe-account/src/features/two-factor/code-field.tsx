import { Input } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@back-office/shared/rules';
import { FieldFrame, toLatinDigits, visibleError } from '@back-office/shared/ui';

/** Keeps digits only, whatever the keyboard (٠–٩ become 0–9) or the pasted text. */
export function codeDigits(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The authenticator's code: numeric keypad on phones, and the browser may offer it (one-time-code). */
export function CodeField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('security');
  const { input, meta } = useField<string>('code');
  return (
    <FieldFrame label={t('fields.code')} hint={t('fields.codeHint')} required error={visibleError(meta)}>
      <Input
        name={input.name}
        value={input.value ?? ''}
        onChange={(_event, data) => input.onChange(codeDigits(data.value))}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        autoComplete="one-time-code"
        dir="ltr"
        disabled={disabled}
      />
    </FieldFrame>
  );
}
