import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from '../api/api';
import { sessionPersistence } from '../session/session-persistence';
import { sessionSlice } from '../session/session-slice';
import { preferencesPersistence, preferencesSlice } from '../preferences/preferences-slice';

/** Remotes add their own slices with `rootReducer.inject(slice)` when they load. */
export const rootReducer = combineSlices(api, sessionSlice, preferencesSlice);

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault().prepend(sessionPersistence.middleware, preferencesPersistence.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
