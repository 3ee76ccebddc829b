import { Field, Input } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextInputField } from '@back-office/shared/ui';
import type { LimitRequestFormOptions } from '@back-office/shared/contract';
import { MerchantFields, type HeldBranch } from './merchant-fields';
import { TenureField } from './tenure-field';

/** SPEC §9: a new request has nothing approved yet. */
const APPROVED_LIMIT = '0.00';

export interface RequestDetailsFieldsProps {
  options: LimitRequestFormOptions;
  /** can_edit is false: the request was reviewed and its terms are fixed. */
  termsLocked: boolean;
  /** On an edit: the branch the request holds, offered even if deactivated since (issue 17). */
  heldBranch?: HeldBranch;
}

/** The request's terms after the client: code, merchant, product, branch, tenure, type and amounts. */
export function RequestDetailsFields({ options, termsLocked, heldBranch }: RequestDetailsFieldsProps) {
  const { t } = useTranslation('limitRequests');
  return (
    <>
      <TextInputField name="code" label={t('form.fields.code')} readOnly appearance="filled-darker" required />
      <MerchantFields options={options} locked={termsLocked} heldBranch={heldBranch} />
      <TenureField disabled={termsLocked} />
      <SelectField
        name="limit_request_type_id"
        label={t('form.fields.requestType')}
        options={options.limit_request_types}
        required
        disabled={termsLocked}
      />
      <NumberField name="requested_limit" label={t('form.fields.requestedLimit')} required disabled={termsLocked} />
      <Field label={t('form.fields.approvedLimit')}>
        <Input value={APPROVED_LIMIT} disabled />
      </Field>
    </>
  );
}
