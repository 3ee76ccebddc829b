import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Lang, Theme } from '../kit/lang';
import { prepareShadowRoot } from '../kit/shadow-root';
import { EmbedRoot } from './embed-root';

export interface MountOptions {
  /** Absolute URL of the portal's API, e.g. `https://portal.example/api`. */
  apiBase: string;
  lang?: Lang;
  theme?: Theme;
}

/**
 * Renders the applicant's form into a shadow root on an element of any page, React or not, and
 * returns the function that removes it (the element keeps its empty shadow root).
 */
export function mount(element: HTMLElement, { apiBase, lang = 'ar', theme = 'light' }: MountOptions): () => void {
  const shadow = prepareShadowRoot(element);
  const container = document.createElement('div');
  shadow.append(container);
  const previous = { lang: element.getAttribute('lang'), dir: element.getAttribute('dir') };
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <EmbedRoot apiBase={apiBase} lang={lang} theme={theme} host={element} />
    </StrictMode>,
  );
  return () => {
    root.unmount();
    container.remove();
    restoreAttribute(element, 'lang', previous.lang);
    restoreAttribute(element, 'dir', previous.dir);
  };
}

function restoreAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
