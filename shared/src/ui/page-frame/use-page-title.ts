import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the page first, then the portal. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
}
