import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, type InputProps } from '@back-office/shared/fluent-core';
import { dateValueOf, toDateText, type DateKind } from './date-text';

export interface DateInputProps extends Omit<InputProps, 'value' | 'onChange' | 'type' | 'placeholder'> {
  /** ISO `YYYY-MM-DD` (or `YYYY-MM` for a month), '' when empty, or unreadable text as typed. */
  value: string | undefined;
  onChange: (value: string) => void;
  type?: DateKind;
}

// Left-to-right marks keep "day / month / year" in the order the digits are typed (the
// input is LTR like every typed number), in Arabic too.
const inTypedOrder = (format: string) => format.split('/').join('\u200E/\u200E');

/**
 * A date typed day first, whatever the browser's locale: the native date input shows
 * "mm/dd/yyyy" in the Arabic interface (issue 15, defect 10; decision 0011). The placeholder
 * says the interface's convention; Latin and Arabic-Indic digits are both accepted; callers
 * keep the ISO value.
 */
export function DateInput({ value, onChange, type = 'date', ...inputProps }: DateInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => toDateText(value, type));
  useEffect(() => {
    // A value set from outside (reset, filters cleared, derived expiry) replaces the text.
    if ((value ?? '') !== dateValueOf(text, type)) setText(toDateText(value, type));
  }, [value, text, type]);
  return (
    <Input
      {...inputProps}
      type="text"
      dir="ltr"
      autoComplete="off"
      placeholder={inTypedOrder(t(type === 'month' ? 'dateInput.month' : 'dateInput.date'))}
      value={text}
      onChange={(_event, data) => {
        setText(data.value);
        onChange(dateValueOf(data.value, type));
      }}
    />
  );
}
