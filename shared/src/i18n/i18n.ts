import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ruleMessages } from '../rules/messages';
import { ruleMessageNumbers } from '../rules/message-numbers';
import { readLanguage, type Language } from '../preferences/preferences-storage';
import { commonAr } from './common-ar';
import { commonEn } from './common-en';
import { formatNumber } from './format';

/** The portal's one i18next instance; each remote adds its own namespace to it. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['ar', 'en'],
  ns: ['common', 'rules'],
  defaultNS: 'common',
  resources: {
    ar: { common: commonAr, rules: ruleMessages.ar },
    en: { common: commonEn, rules: ruleMessages.en },
  },
  // The limits the rule messages quote ({{passwordMinLength, number}}), so `t(key)` fills them.
  interpolation: { escapeValue: false, defaultVariables: { ...ruleMessageNumbers } },
  initAsync: false,
  react: { useSuspense: false },
});

/**
 * `{{value, number}}` in any namespace writes the number the interface's way (decision 0011):
 * ar-EG's Arabic-Indic digits in Arabic, Latin in English, the same as `formatNumber`.
 */
i18n.services.formatter?.add('number', (value: unknown, language: string | undefined) =>
  typeof value === 'number' ? formatNumber(value, language === 'ar' ? 'ar' : 'en') : String(value),
);

export type Translations = Record<Language, Record<string, unknown>>;

/** Registers (or refreshes) a remote's namespace, so a remote redeployed alone brings its own texts. */
export function addTranslations(namespace: string, translations: Translations): void {
  for (const [language, resources] of Object.entries(translations)) {
    i18n.addResourceBundle(language, namespace, resources, true, true);
  }
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}
