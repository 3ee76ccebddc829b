import { useEffect, useRef } from 'react';
import { skipToken } from '@back-office/shared';
import { useField, useForm } from 'react-final-form';
import { useFieldChange } from '@back-office/shared/ui';
import { useGetMerchantBranchesQuery } from '../../api/limit-requests-api';

/**
 * The chosen merchant's branches (SPEC §4): a new merchant empties product and branch, then
 * its first branch is selected once its branches arrive.
 */
export function useMerchantBranches() {
  const form = useForm();
  const merchantId = useField<number | undefined>('merchant_id', { subscription: { value: true } }).input.value || undefined;
  const branches = useGetMerchantBranchesQuery(merchantId ?? skipToken);
  const pickFirstFor = useRef<number | undefined>(undefined);

  useFieldChange<number | undefined>('merchant_id', (merchant) => {
    pickFirstFor.current = merchant || undefined;
    form.batch(() => {
      form.change('product_id', undefined);
      form.change('merchant_branch_id', undefined);
    });
  });

  // currentData belongs to the merchant asked for now, never to the one chosen before.
  const current = branches.currentData;
  useEffect(() => {
    if (!current || pickFirstFor.current !== merchantId) return;
    pickFirstFor.current = undefined;
    form.change('merchant_branch_id', current[0]?.id);
  }, [current, merchantId, form]);

  return { merchantId, branches };
}
