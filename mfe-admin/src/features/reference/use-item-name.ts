import { useCallback } from 'react';
import { selectLanguage, useAppSelector } from '@back-office/shared';

/** An item's name in the page's language. */
export function useItemName(): (item: { name_ar: string; name_en: string }) => string {
  const language = useAppSelector(selectLanguage);
  return useCallback((item) => (language === 'en' ? item.name_en : item.name_ar), [language]);
}
