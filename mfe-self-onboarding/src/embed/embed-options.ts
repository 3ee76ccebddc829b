import type { Lang, Theme } from '../kit/lang';
import type { MountOptions } from './mount';

export interface EmbedOptions extends Required<MountOptions> {
  /** id of the element the form renders into. */
  targetId: string;
}

const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];

/**
 * What the site's `<script src=".../embed.js" data-…>` tag asks for. The API defaults to /api on
 * the server the script comes from, so one tag is enough when the portal serves both.
 */
export function embedOptionsFrom(script: HTMLScriptElement): EmbedOptions {
  const data = script.dataset;
  return {
    apiBase: new URL(data.api || '/api', script.src).href,
    lang: (data.lang === 'en' ? 'en' : 'ar') satisfies Lang,
    theme: THEMES.find((theme) => theme === data.theme) ?? 'light',
    targetId: data.target || 'self-onboarding',
  };
}
