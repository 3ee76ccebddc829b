import { Body1, Button, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { AddRegular, DeleteRegular } from '@back-office/shared/fluent-extra';
import { DateField, TextInputField, useFullRowStyles } from '@back-office/shared/ui';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { SettingsFormValues } from './settings-form-values';

type Holidays = SettingsFormValues['public_holidays'];

// The three fields side by side where they fit, stacked on a phone; the row's delete button stays at its end.
const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalS,
    alignSelf: 'stretch',
    paddingBlockEnd: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  remove: { marginBlockStart: tokens.spacingVerticalXXL },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** The public holidays: one row per day (date and both names), added and removed here. */
export function HolidaysField() {
  const { t } = useTranslation('settings');
  const full = useFullRowStyles();
  const styles = useStyles();
  const form = useForm<SettingsFormValues>();
  const { input } = useField<Holidays>('public_holidays', { subscription: { value: true } });
  const holidays = input.value || [];
  const remove = (index: number) =>
    form.change(
      'public_holidays',
      holidays.filter((_, candidate) => candidate !== index),
    );
  return (
    <div className={mergeClasses(full.row, styles.list)}>
      {holidays.length === 0 && <Body1>{t('holidays.empty')}</Body1>}
      {holidays.map((_, index) => (
        // Rows have no id of their own until saved; the index is what the server's errors name too.
        <div key={index} role="group" aria-label={t('holidays.row', { number: index + 1 })} className={styles.row}>
          <div className={styles.fields}>
            <DateField name={`public_holidays.${index}.date`} label={t('holidays.date')} required />
            <TextInputField name={`public_holidays.${index}.name_ar`} label={t('holidays.nameAr')} required dir="rtl" lang="ar" />
            <TextInputField name={`public_holidays.${index}.name_en`} label={t('holidays.nameEn')} required dir="ltr" lang="en" />
          </div>
          <Button
            className={styles.remove}
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('holidays.remove', { number: index + 1 })}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      <Button icon={<AddRegular />} onClick={() => form.change('public_holidays', [...holidays, { date: '', name_ar: '', name_en: '' }])}>
        {t('holidays.add')}
      </Button>
    </div>
  );
}
