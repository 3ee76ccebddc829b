import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@back-office/shared';
import { FormSection, SelectField, TextInputField } from '@back-office/shared/ui';

/** A relative the provider can reach: name (Arabic), mobile and degree of kinship. */
export function RelativeSection({ degreeTypes }: { degreeTypes: NamedItem[] }) {
  const { t } = useTranslation('limitRequests');
  return (
    <FormSection title={t('form.sections.relative')}>
      {/* Issue 15: SPEC §5 wants the relative's name in Arabic; the field says so before anyone types. */}
      <TextInputField name="relative_name" label={t('form.fields.relativeName')} hint={t('form.relativeNameHint')} required />
      <TextInputField
        name="relative_mobile_number"
        label={t('form.fields.relativeMobile')}
        required
        type="tel"
        inputMode="tel"
        maxLength={11}
      />
      <SelectField name="relative_degree_type_id" label={t('form.fields.relativeDegree')} options={degreeTypes} required />
    </FormSection>
  );
}
