import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { sessionEnded, sessionStarted } from './session-slice';
import { clearStoredSession, writeStoredSession } from './session-storage';

/** Keeps localStorage in step with the session slice, outside the reducers. */
export const sessionPersistence = createListenerMiddleware();

sessionPersistence.startListening({
  actionCreator: sessionStarted,
  effect: ({ payload }) => writeStoredSession(payload.accessToken, payload.userId),
});

sessionPersistence.startListening({
  actionCreator: sessionEnded,
  effect: () => clearStoredSession(),
});

/** Whatever one user fetched must not be shown to the next one on this browser. */
sessionPersistence.startListening({
  actionCreator: sessionEnded,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.resetApiState());
  },
});
