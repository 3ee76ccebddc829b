import { Button } from '@back-office/shared/fluent-core';
import { Toast, ToastTitle, ToastTrigger, DismissRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

/** One toast: the caller's already translated text and a way to dismiss it early. */
export function NotificationToast({ text }: { text: string }) {
  const { t } = useTranslation('common');
  return (
    <Toast>
      <ToastTitle
        action={
          <ToastTrigger>
            <Button appearance="transparent" size="small" icon={<DismissRegular />} aria-label={t('notifications.dismiss')} />
          </ToastTrigger>
        }
      >
        {text}
      </ToastTitle>
    </Toast>
  );
}
