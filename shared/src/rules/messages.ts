import type { Language } from './types';

/**
 * Display text of every rule key, in both languages. The forms load these as the
 * i18next namespace `rules`; the API uses them to word its 422 answers.
 */
export const ruleMessages = {
  ar: {
    common: {
      fieldRequired: 'هذا الحقل مطلوب',
      emailInvalid: 'يجب أن يكون بريدًا إلكترونيًا صالحًا',
    },
  },
  en: {
    common: {
      fieldRequired: 'This field is required',
      emailInvalid: 'Must be a valid email',
    },
  },
} as const satisfies Record<Language, Record<string, Record<string, string>>>;

/** Looks up `domain.key`; an unknown key is returned as is, so nothing is ever blank. */
export function translateRule(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const [domain, name] = key.split('.', 2) as [string, string | undefined];
  const table = ruleMessages[language] as Record<string, Record<string, string>>;
  const text = (name && table[domain]?.[name]) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));
}
