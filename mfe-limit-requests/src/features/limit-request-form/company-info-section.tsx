import { Field, Input } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatMoney, selectLanguage, useAppSelector } from '@back-office/shared';
import { FormSection } from '@back-office/shared/ui';
import type { LimitRequestClient } from '@back-office/shared/contract';

function InfoField({ label, value }: { label: string; value: string | null }) {
  return (
    <Field label={label}>
      <Input readOnly appearance="filled-darker" value={value ?? ''} />
    </Field>
  );
}

/** Where the client works, as the clients remote stored it; read only here. */
export function CompanyInfoSection({ client }: { client: LimitRequestClient }) {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  return (
    <FormSection title={t('form.sections.companyInfo')}>
      <InfoField label={t('form.fields.companyName')} value={client.company_name} />
      <InfoField label={t('form.fields.companySector')} value={client.company_sector} />
      <InfoField label={t('form.fields.employmentType')} value={client.employment_type} />
      <InfoField label={t('form.fields.monthlyIncome')} value={client.monthly_income && formatMoney(client.monthly_income, language)} />
    </FormSection>
  );
}
