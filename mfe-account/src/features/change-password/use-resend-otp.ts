import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@back-office/shared/ui';
import { useResendOtpMutation } from '../../api/password-api';
import { passwordErrorMessage } from './password-error-message';

/**
 * Asks for a new code. The server answers with a new token that replaces the old one (the
 * old code stops working), so the caller gets it back; a refusal (too soon: 429) is kept to show.
 */
export function useResendOtp(token: string, onResent: (token: string) => void) {
  const { t } = useTranslation('account');
  const notify = useNotify();
  const [resendOtp, { isLoading }] = useResendOtpMutation();
  const [error, setError] = useState<string[]>();

  const resend = useCallback(async () => {
    setError(undefined);
    const result = await resendOtp(token);
    if (!result.data) {
      const { message, fields } = passwordErrorMessage(result.error, t, 'errors.resendOtpError');
      setError([message, ...Object.values(fields).flat()].filter((text): text is string => Boolean(text)));
      return;
    }
    onResent(result.data.data?.token ?? token);
    notify.success(result.data.message || t('messages.otpResent'));
  }, [resendOtp, token, onResent, notify, t]);

  return { resend, resending: isLoading, error };
}
