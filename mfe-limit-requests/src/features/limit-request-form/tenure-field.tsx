import { InfoLabel, Input, type LabelProps } from '@fluentui/react-components';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FieldFrame, toLatinDigits, visibleError } from '@back-office/shared/ui';

const WHOLE_NUMBER = /^\d*$/;

/** Months to repay in (1–36), with an info button saying what tenure means. */
export function TenureField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('limitRequests');
  const { input, meta } = useField<string>('tenure');
  return (
    <FieldFrame
      required
      error={visibleError(meta)}
      label={{
        // The render function swaps Field's plain label for one with an info button, keeping its ids.
        children: (_: unknown, labelProps: LabelProps) => (
          <InfoLabel {...labelProps} info={t('form.tenureInfo')} infoButton={{ 'aria-label': t('form.tenureInfoButton') }}>
            {t('form.fields.tenure')}
          </InfoLabel>
        ),
      }}
    >
      <Input
        name={input.name}
        value={input.value ?? ''}
        inputMode="numeric"
        disabled={disabled}
        contentAfter={t('form.months')}
        onChange={(_event, data) => {
          const text = toLatinDigits(data.value);
          if (WHOLE_NUMBER.test(text)) input.onChange(text);
        }}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
