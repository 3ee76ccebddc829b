import { Button, Toast, ToastTitle, ToastTrigger } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
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
