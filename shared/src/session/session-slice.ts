import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredSession } from './session-storage';

export interface SessionState {
  accessToken: string | null;
  userId: string | null;
  loggedIn: boolean;
  /**
   * The user logged out on purpose. A session that ended otherwise (any 401: an expired or revoked token) sends
   * /login the page to return to; after "Log out" there is nothing to return to.
   */
  endedByUser: boolean;
}

function initialSession(): SessionState {
  const { accessToken, userId } = readStoredSession();
  return { accessToken, userId, loggedIn: Boolean(accessToken && userId), endedByUser: false };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    sessionStarted(_state, action: PayloadAction<{ accessToken: string; userId: string }>) {
      return { ...action.payload, loggedIn: true, endedByUser: false };
    },
    sessionEnded: {
      reducer(_state, action: PayloadAction<{ byUser: boolean }>) {
        return { accessToken: null, userId: null, loggedIn: false, endedByUser: action.payload.byUser };
      },
      prepare: (ended?: { byUser: boolean }) => ({ payload: { byUser: ended?.byUser ?? false } }),
    },
  },
  selectors: {
    selectLoggedIn: (state) => state.loggedIn,
    selectAccessToken: (state) => state.accessToken,
    selectUserId: (state) => state.userId,
    selectEndedByUser: (state) => state.endedByUser,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectLoggedIn, selectAccessToken, selectUserId, selectEndedByUser } = sessionSlice.selectors;
