import { formatDate, formatMonth, formatNumber, useT } from '../../kit/i18n';
import { derivedIdentity, expiryMonth } from './apply-values';
import { ReadOnlyInput, TextInput } from '../../kit/fields';
import type { StepProps } from './step-props';

/** Step 1, who you are: name, national ID (birth date, age and gender read from it), card dates, mobiles. */
export function IdentityStep({ app, binding: { bind } }: StepProps) {
  const { t, lang } = useT();
  const derived = derivedIdentity(app.values.national_id);
  const expiry = expiryMonth(app.values.NID_issuance_date);
  return (
    <>
      <TextInput {...bind('client_name')} label={t('field.client_name')} hint={t('hint.client_name')} required autoComplete="name" />
      <TextInput
        {...bind('national_id')}
        label={t('field.national_id')}
        required
        inputMode="numeric"
        maxLength={14}
        autoComplete="off"
        dir="ltr"
      />
      <div className="so-row">
        <ReadOnlyInput
          id="birth_date"
          label={t('field.birth_date')}
          value={derived ? formatDate(derived.birth_date, lang) : ''}
          hint={t('hint.derived')}
        />
        <ReadOnlyInput id="age" label={t('field.age')} value={derived ? formatNumber(derived.age, lang) : ''} />
        <ReadOnlyInput id="gender" label={t('field.gender')} value={derived ? t(`gender.${derived.gender}`) : ''} />
      </div>
      <div className="so-row">
        <TextInput {...bind('NID_issuance_date')} label={t('field.NID_issuance_date')} hint={t('hint.month')} required type="month" />
        <ReadOnlyInput id="NID_expired_date" label={t('field.NID_expired_date')} value={expiry ? formatMonth(expiry, lang) : ''} />
      </div>
      <TextInput
        {...bind('prime_mobile_number')}
        label={t('field.prime_mobile_number')}
        hint={t('hint.mobile')}
        required
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={11}
        dir="ltr"
      />
      <TextInput
        {...bind('second_mobile_number')}
        label={t('field.second_mobile_number')}
        type="tel"
        inputMode="tel"
        maxLength={11}
        dir="ltr"
      />
    </>
  );
}
