import { Body1, Button } from '@back-office/shared/fluent-core';
import { AddRegular } from '@back-office/shared/fluent-extra';
import { DateField, RemovableRow, TextInputField, useFullRowStyles } from '@back-office/shared/ui';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { SettingsFormValues } from './settings-form-values';

type Holidays = SettingsFormValues['public_holidays'];

/** The public holidays: one row per day (date and both names), added and removed here. */
export function HolidaysField() {
  const { t } = useTranslation('settings');
  const styles = useFullRowStyles();
  const form = useForm<SettingsFormValues>();
  const { input } = useField<Holidays>('public_holidays', { subscription: { value: true } });
  const holidays = input.value || [];
  const remove = (index: number) =>
    form.change(
      'public_holidays',
      holidays.filter((_, candidate) => candidate !== index),
    );
  return (
    <div className={styles.row}>
      {holidays.length === 0 && <Body1>{t('holidays.empty')}</Body1>}
      {holidays.map((_, index) => (
        <RemovableRow
          // Rows have no id of their own until saved; the index is what the server's errors name too.
          key={index}
          label={t('holidays.row', { number: index + 1 })}
          removeLabel={t('holidays.remove', { number: index + 1 })}
          onRemove={() => remove(index)}
        >
          <DateField name={`public_holidays.${index}.date`} label={t('holidays.date')} required />
          <TextInputField name={`public_holidays.${index}.name_ar`} label={t('holidays.nameAr')} required dir="rtl" lang="ar" />
          <TextInputField name={`public_holidays.${index}.name_en`} label={t('holidays.nameEn')} required dir="ltr" lang="en" />
        </RemovableRow>
      ))}
      <Button icon={<AddRegular />} onClick={() => form.change('public_holidays', [...holidays, { date: '', name_ar: '', name_en: '' }])}>
        {t('holidays.add')}
      </Button>
    </div>
  );
}
