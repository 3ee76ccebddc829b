import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@back-office/shared/ui';
import type { PasswordValues } from '../../api/password-api';
import { OtpStep } from './otp-step';
import { PasswordStep } from './password-step';

type Progress = { step: 'passwords'; passwords?: PasswordValues } | { step: 'code'; passwords: PasswordValues; token: string };

/** SPEC §4: step 1 until the server sends a code and a token; back from step 2 keeps what was typed. */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const [progress, setProgress] = useState<Progress>({ step: 'passwords' });
  return (
    <PageFrame title={t('title')}>
      {progress.step === 'passwords' ? (
        <PasswordStep
          initialValues={progress.passwords}
          onCodeSent={(passwords, token) => setProgress({ step: 'code', passwords, token })}
        />
      ) : (
        <OtpStep
          passwords={progress.passwords}
          token={progress.token}
          onBack={() => setProgress({ step: 'passwords', passwords: progress.passwords })}
        />
      )}
    </PageFrame>
  );
}
