import { embedOptionsFrom } from './embed-options';

function scriptTag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://portal.example/remotes/mfe-self-onboarding/embed.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

it('defaults to Arabic, the light theme, the self-onboarding element and /api beside the script', () => {
  expect(embedOptionsFrom(scriptTag({}))).toEqual({
    apiBase: 'https://portal.example/api',
    lang: 'ar',
    theme: 'light',
    targetId: 'self-onboarding',
  });
});

it('takes the data attributes of the tag, resolving a relative API against the script', () => {
  const script = scriptTag({ 'data-api': '/portal/api', 'data-lang': 'en', 'data-theme': 'dark', 'data-target': 'apply' });
  expect(embedOptionsFrom(script)).toEqual({ apiBase: 'https://portal.example/portal/api', lang: 'en', theme: 'dark', targetId: 'apply' });
});

it('follows the device with data-theme="auto" (issue 19)', () => {
  expect(embedOptionsFrom(scriptTag({ 'data-theme': 'auto' }))).toMatchObject({ theme: 'auto' });
});

it('falls back to the defaults for values it does not know', () => {
  expect(embedOptionsFrom(scriptTag({ 'data-lang': 'fr', 'data-theme': 'neon' }))).toMatchObject({ lang: 'ar', theme: 'light' });
});
