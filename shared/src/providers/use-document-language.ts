import { useLayoutEffect } from 'react';
import { directionOf, i18n } from '../i18n/i18n';
import type { Language } from '../preferences/preferences-storage';

/** Keeps `<html lang dir>` and the i18n instance on the chosen language. */
export function useDocumentLanguage(language: Language, target: HTMLElement | null = document.documentElement): void {
  useLayoutEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    if (!target) return;
    target.lang = language;
    target.dir = directionOf(language);
  }, [language, target]);
}
