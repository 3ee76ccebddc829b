import { Input } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@back-office/shared/rules';
import { FieldFrame, toLatinDigits, visibleError } from '@back-office/shared/ui';

/** Keeps digits only, whatever the keyboard (٠–٩ become 0–9) or the pasted text. */
export function otpDigits(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** The one-time code: numeric keypad on phones, and the code from an SMS or e-mail offered by the browser. */
export function OtpField({ disabled }: { disabled?: boolean }) {
  const { t } = useTranslation('account');
  const { input, meta } = useField<string>('otp');
  return (
    <FieldFrame label={t('fields.otp')} hint={t('otpHint')} required error={visibleError(meta)}>
      <Input
        name={input.name}
        value={input.value ?? ''}
        onChange={(_event, data) => input.onChange(otpDigits(data.value))}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
        inputMode="numeric"
        maxLength={OTP_LENGTH}
        autoComplete="one-time-code"
        disabled={disabled}
      />
    </FieldFrame>
  );
}
