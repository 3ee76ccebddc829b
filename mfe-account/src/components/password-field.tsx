import { useState } from 'react';
import { Button } from '@back-office/shared/fluent-core';
import { EyeOffRegular, EyeRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { TextInputField } from '@back-office/shared/ui';

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** A password input whose text can be shown, to check a long password before sending it. */
export function PasswordField({ name, label, autoComplete, hint }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <TextInputField
      name={name}
      label={label}
      hint={hint}
      required
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
