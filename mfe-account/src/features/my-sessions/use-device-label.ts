import { useTranslation } from 'react-i18next';
import type { AccountSession } from '@back-office/shared/contract';

/** "Chrome 131 on Android 14", with a translated stand-in for whatever the browser did not say. */
export function useDeviceLabel(): (session: AccountSession) => string {
  const { t } = useTranslation('sessions');
  return (session) => t('device', { browser: session.browser ?? t('unknownBrowser'), system: session.system ?? t('unknownSystem') });
}
