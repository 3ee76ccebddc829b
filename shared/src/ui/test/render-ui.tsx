import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../../i18n/i18n';
import { languageChanged } from '../../preferences/preferences-slice';
import type { Language } from '../../preferences/preferences-storage';
import { AppProviders } from '../../providers/app-providers';
import { createAppStore } from '../../store/store';

export interface RenderUiOptions {
  language?: Language;
  route?: string;
}

/** Renders shared UI the way the portal does: store, i18n, Fluent theme and a router. */
export function renderUi(ui: ReactElement, { language = 'en', route = '/' }: RenderUiOptions = {}) {
  const store = createAppStore();
  store.dispatch(languageChanged(language));
  void i18n.changeLanguage(language);
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { store, ...result };
}
