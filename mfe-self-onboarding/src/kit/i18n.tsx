import { createContext, useContext, useMemo } from 'react';
import type { Lang } from './lang';
import { ruleNumbers, ruleTexts } from './rule-texts';
import { textsAr } from './texts-ar';
import { textsEn, type TextKey } from './texts-en';

const tables: Record<Lang, Record<TextKey, string>> = { ar: textsAr, en: textsEn };
const locales: Record<Lang, string> = { ar: 'ar-EG', en: 'en-GB' };

type Params = Record<string, string | number>;

/** Numbers in the interface's digits (decision 0011); identifiers are passed as strings and stay Latin. */
export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(locales[lang], options).format(value);
}

export function formatDate(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : 'Africa/Cairo';
  return new Intl.DateTimeFormat(locales[lang], { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(date);
}

function fill(text: string, lang: Lang, params: Params): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return '';
    return typeof value === 'number' ? formatNumber(value, lang) : value;
  });
}

/** The app's `t()`: one text in one language, `{{name}}` filled (numbers in the language's digits). */
export function translate(lang: Lang, key: TextKey, params: Params = {}): string {
  return fill(tables[lang][key], lang, params);
}

/** A shared rule key (e.g. `clients.nationalIdLength`) in words; an unknown key (a server's text) is shown as is. */
export function translateRule(lang: Lang, key: string): string {
  const text = ruleTexts[lang][key];
  return text === undefined ? key : fill(text, lang, ruleNumbers);
}

export interface Translator {
  lang: Lang;
  t: (key: TextKey, params?: Params) => string;
  rule: (key: string) => string;
}

const LangContext = createContext<Lang>('ar');
export const LangProvider = LangContext.Provider;

export function useT(): Translator {
  const lang = useContext(LangContext);
  return useMemo(() => ({ lang, t: (key, params) => translate(lang, key, params), rule: (key) => translateRule(lang, key) }), [lang]);
}

/** A `YYYY-MM` month as month name and year (مارس ٢٠٢٠ / Mar 2020). */
export function formatMonth(value: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat(locales[lang], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${value}-01T00:00:00Z`),
  );
}
