export { api } from './api/api';
// From here rather than @reduxjs/toolkit/query, which a remote would otherwise bundle whole.
export { skipToken } from '@reduxjs/toolkit/query';
export { apiUrl, setApiBase, type ApiArgs } from './api/base-query';
export { IDEMPOTENCY_KEY_HEADER, keyInFlight, keyRefused, newIdempotencyKey, useIdempotencyKey } from './api/idempotency-key';
export { downloadFile, datedFileName } from './api/download-file';
export { saveBlob } from './api/save-blob';
export { errorMessage, fieldErrors, toBracketPath } from './api/error-message';
// The wire contract's envelope under the names the remotes already use (types only: no TypeBox in a bundle).
export type { Envelope, ErrorBody, IdName as NamedItem, PagedEnvelope, Pagination as PageInfo } from './contract/envelope';

export {
  sessionSlice,
  sessionStarted,
  sessionEnded,
  selectLoggedIn,
  selectAccessToken,
  selectUserId,
  selectEndedByUser,
} from './session/session-slice';
export type { SessionState } from './session/session-slice';
export { authApi, useLoginMutation, useLoginSecondFactorMutation, useLogoutMutation, useCurrentUserQuery } from './session/auth-api';
export type { LoginChallenge, LoginOutcome, LoginRequest, LoginResult, StaffUser } from './contract/auth';
export { readDeviceToken, writeDeviceToken, DEVICE_TOKEN_KEY } from './session/session-storage';

export { preferencesSlice, languageChanged, themeChanged, selectLanguage, selectTheme } from './preferences/preferences-slice';
export type { Language, ThemeName } from './preferences/preferences-storage';

export { i18n, addTranslations, directionOf } from './i18n/i18n';
export type { Translations } from './i18n/i18n';
export { formatMoney, formatNumber, formatDate, formatDateTime, formatMonth, formatPercent } from './i18n/format';
export { formatRelativeTime } from './i18n/format-relative';
export { useTranslateRules } from './i18n/use-translate-rules';

export { createAppStore, rootReducer, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, AppDispatch, RootState } from './store/store';

export { AppProviders } from './providers/app-providers';
export { themes } from './providers/themes';
