import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreSelfClientMutation } from '../../api/self-onboarding-api';
import { selfStoreErrors } from './self-store-errors';
import { toSelfStoreFormData, type SelfOnboardingValues } from './self-onboarding-values';

/**
 * The form's onSubmit: errors go back to the form; on success the reference is kept for the
 * confirmation, and the form (which resolves with no errors) starts over for the next client.
 */
export function useSelfOnboardingSubmit() {
  const { t } = useTranslation(['selfOnboarding', 'common']);
  const [store] = useStoreSelfClientMutation();
  const [success, setSuccess] = useState<{ reference?: string }>();

  const onSubmit = useCallback(
    async (values: SelfOnboardingValues) => {
      setSuccess(undefined);
      const result = await store(toSelfStoreFormData(values));
      if (result.error) return selfStoreErrors(result.error, t);
      setSuccess({ reference: result.data?.data?.reference });
      return undefined;
    },
    [store, t],
  );

  return { onSubmit, success };
}
