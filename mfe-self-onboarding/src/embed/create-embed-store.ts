import { configureStore } from '@reduxjs/toolkit';
import { api, rootReducer, type Language, type ThemeName } from '@back-office/shared';

/**
 * A store for one embedded form. Unlike the portal's it neither reads nor writes the host
 * site's localStorage: that site's own `accessToken` must never travel to our API, and its
 * `language` or `theme` keys are not ours to overwrite.
 */
export function createEmbedStore(language: Language, theme: ThemeName) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: { accessToken: null, userId: null, loggedIn: false },
      preferences: { language, theme },
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
