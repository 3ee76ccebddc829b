export type Lang = 'ar' | 'en';
export type Theme = 'light' | 'dark' | 'auto';

export const directionOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');
