import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ErrorState, SelectField, useFullRowStyles } from '@back-office/shared/ui';
import type { LimitRequestFormOptions } from '@back-office/shared/contract';
import { useMerchantBranches } from './use-merchant-branches';

/** The branch a request holds: still offered on its edit after an admin deactivated it (issue 17). */
export interface HeldBranch {
  id: number;
  name: string;
  merchantId: number;
}

export interface MerchantFieldsProps {
  options: LimitRequestFormOptions;
  /** The request was reviewed: its terms can no longer change. */
  locked: boolean;
  heldBranch?: HeldBranch;
}

/** Merchant, then only that merchant's products and branches. */
export function MerchantFields({ options, locked, heldBranch }: MerchantFieldsProps) {
  const { t } = useTranslation('limitRequests');
  const styles = useFullRowStyles();
  const { merchantId, branches } = useMerchantBranches();
  const products = options.products.filter((product) => product.merchant_id === merchantId);
  const offered = branches.currentData ?? [];
  const held =
    heldBranch && heldBranch.merchantId === merchantId && !offered.some((branch) => branch.id === heldBranch.id) ? heldBranch : undefined;
  const branchOptions = held && branches.currentData ? [...offered, { id: held.id, name: held.name }] : offered;
  return (
    <>
      <SelectField name="merchant_id" label={t('form.fields.merchant')} options={options.merchants} required disabled={locked} />
      <SelectField name="product_id" label={t('form.fields.product')} options={products} required disabled={locked || !merchantId} />
      <SelectField
        name="merchant_branch_id"
        label={t('form.fields.branch')}
        options={branchOptions}
        required
        disabled={locked || !merchantId || branches.isFetching}
      />
      {branches.error && (
        <div className={styles.row}>
          <ErrorState
            message={errorMessage(branches.error, t('form.errors.errorFetchingBranches'))}
            onRetry={() => void branches.refetch()}
          />
        </div>
      )}
    </>
  );
}
