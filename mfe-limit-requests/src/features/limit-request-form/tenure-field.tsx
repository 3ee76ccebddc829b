import { Button, Input, Label, Tooltip, type LabelProps } from '@back-office/shared/fluent-core';
import { InfoRegular } from '@back-office/shared/fluent-extra';
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
        // The render function adds an info button beside Field's label, keeping its ids. A tooltip rather than
        // InfoLabel's popover: any mounted Fluent popover puts focusable aria-hidden sentinels on <body> (axe).
        children: (_: unknown, labelProps: LabelProps) => (
          <span>
            <Label {...labelProps}>{t('form.fields.tenure')}</Label>
            <Tooltip content={t('form.tenureInfo')} relationship="description">
              <Button appearance="transparent" size="small" icon={<InfoRegular />} aria-label={t('form.tenureInfoButton')} />
            </Tooltip>
          </span>
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
