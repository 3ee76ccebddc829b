import { createListenerMiddleware, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readLanguage, readTheme, writeLanguage, writeTheme, type Language, type ThemeName } from './preferences-storage';

export interface PreferencesState {
  language: Language;
  theme: ThemeName;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: (): PreferencesState => ({ language: readLanguage(), theme: readTheme() }),
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    themeChanged(state, action: PayloadAction<ThemeName>) {
      state.theme = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectTheme: (state) => state.theme,
  },
});

export const { languageChanged, themeChanged } = preferencesSlice.actions;
export const { selectLanguage, selectTheme } = preferencesSlice.selectors;

export const preferencesPersistence = createListenerMiddleware();
preferencesPersistence.startListening({ actionCreator: languageChanged, effect: ({ payload }) => writeLanguage(payload) });
preferencesPersistence.startListening({ actionCreator: themeChanged, effect: ({ payload }) => writeTheme(payload) });
