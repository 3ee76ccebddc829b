import { useLayoutEffect, type ReactNode } from 'react';
import { FluentProvider } from '@back-office/shared/fluent-core';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { directionOf, themes, type Language, type ThemeName } from '@back-office/shared';
import type { createEmbedStore } from './create-embed-store';

export interface EmbedProvidersProps {
  store: ReturnType<typeof createEmbedStore>;
  i18n: I18n;
  language: Language;
  theme: ThemeName;
  /** The element on the host page the form lives in; it gets the form's `lang` and `dir`. */
  host: HTMLElement;
  children: ReactNode;
}

/** What the shell gives the portal's pages, scoped to one element of someone else's page. */
export function EmbedProviders({ store, i18n, language, theme, host, children }: EmbedProvidersProps) {
  useLayoutEffect(() => {
    host.lang = language;
    host.dir = directionOf(language);
  }, [host, language]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <FluentProvider dir={directionOf(language)} theme={themes[theme]}>
          {children}
        </FluentProvider>
      </I18nextProvider>
    </Provider>
  );
}
