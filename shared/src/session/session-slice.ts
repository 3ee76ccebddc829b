import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredSession } from './session-storage';

export interface SessionState {
  accessToken: string | null;
  userId: string | null;
  loggedIn: boolean;
}

function initialSession(): SessionState {
  const { accessToken, userId } = readStoredSession();
  return { accessToken, userId, loggedIn: Boolean(accessToken && userId) };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    sessionStarted(_state, action: PayloadAction<{ accessToken: string; userId: string }>) {
      return { ...action.payload, loggedIn: true };
    },
    sessionEnded() {
      return { accessToken: null, userId: null, loggedIn: false };
    },
  },
  selectors: {
    selectLoggedIn: (state) => state.loggedIn,
    selectAccessToken: (state) => state.accessToken,
    selectUserId: (state) => state.userId,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectLoggedIn, selectAccessToken, selectUserId } = sessionSlice.selectors;
