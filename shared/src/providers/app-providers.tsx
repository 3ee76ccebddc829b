import type { ReactNode } from 'react';
import { FluentProvider } from '@fluentui/react-components';
import { Provider } from 'react-redux';
import { directionOf } from '../i18n/i18n';
import { selectLanguage, selectTheme } from '../preferences/preferences-slice';
import { useAppSelector, type AppStore } from '../store/store';
import { themes } from './themes';
import { useDocumentLanguage } from './use-document-language';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** Where `lang`/`dir` go: the page's `<html>` in the portal, the host element when embedded. */
  languageTarget?: HTMLElement | null;
}

/** Store, language, direction and theme around any app of the portal. */
export function AppProviders({ store, children, languageTarget }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ThemedRoot languageTarget={languageTarget}>{children}</ThemedRoot>
    </Provider>
  );
}

function ThemedRoot({ children, languageTarget }: Omit<AppProvidersProps, 'store'>) {
  const language = useAppSelector(selectLanguage);
  const theme = useAppSelector(selectTheme);
  useDocumentLanguage(language, languageTarget);
  return (
    <FluentProvider dir={directionOf(language)} theme={themes[theme]} style={{ minHeight: '100%' }}>
      {children}
    </FluentProvider>
  );
}
