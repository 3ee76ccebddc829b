export type Language = 'ar' | 'en';
export type ThemeName = 'light' | 'dark';

const LANGUAGE_KEY = 'language';
const THEME_KEY = 'theme';

export function readLanguage(): Language {
  return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ar';
}

/** An explicit choice wins; otherwise the operating system's preference. */
export function readTheme(): ThemeName {
  const stored = localStorage.getItem(THEME_KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function writeLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
}

export function writeTheme(theme: ThemeName): void {
  localStorage.setItem(THEME_KEY, theme);
}
