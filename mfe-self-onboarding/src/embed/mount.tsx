import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n, setApiBase, type Language, type ThemeName } from '@back-office/shared';
import '../i18n/register-translations';
import { createEmbedStore } from './create-embed-store';
import { EmbedProviders } from './embed-providers';
import { EmbeddedSelfOnboarding } from './embedded-self-onboarding';

export interface MountOptions {
  /** Absolute URL of the portal's API, e.g. `https://portal.example/api`. */
  apiBase: string;
  lang?: Language;
  theme?: ThemeName;
}

/**
 * Renders the self-onboarding form into an element of any page, React or not, and returns
 * the function that removes it. For pages outside the portal only: the API base is set for
 * this bundle as a whole.
 */
export function mount(element: HTMLElement, { apiBase, lang = 'ar', theme = 'light' }: MountOptions): () => void {
  setApiBase(apiBase);
  const store = createEmbedStore(lang, theme);
  // A clone shares the texts but keeps its own language, so two forms in two languages can sit on one page.
  const embedI18n = i18n.cloneInstance({ lng: lang });
  const previous = { lang: element.getAttribute('lang'), dir: element.getAttribute('dir') };
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <EmbedProviders store={store} i18n={embedI18n} language={lang} theme={theme} host={element}>
        <EmbeddedSelfOnboarding />
      </EmbedProviders>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    restoreAttribute(element, 'lang', previous.lang);
    restoreAttribute(element, 'dir', previous.dir);
  };
}

function restoreAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
