export { api } from './api/api';
export { setApiBase } from './api/base-query';
export { errorMessage, fieldErrors, toBracketPath } from './api/error-message';
export type { Envelope, ErrorBody, NamedItem, PagedEnvelope, Pagination as PageInfo } from './api/wire';

export { sessionSlice, sessionStarted, sessionEnded, selectLoggedIn, selectAccessToken, selectUserId } from './session/session-slice';
export type { SessionState } from './session/session-slice';
export { authApi, useLoginMutation, useLogoutMutation, useCurrentUserQuery } from './session/auth-api';
export type { StaffUser } from './session/auth-api';
export { LoginForm } from './session/login-form';

export { preferencesSlice, languageChanged, themeChanged, selectLanguage, selectTheme } from './preferences/preferences-slice';
export type { Language, ThemeName } from './preferences/preferences-storage';

export { i18n, addTranslations, directionOf } from './i18n/i18n';
export type { Translations } from './i18n/i18n';
export { formatMoney, formatNumber, formatDate } from './i18n/format';
export { useTranslateRules } from './i18n/use-translate-rules';

export { createAppStore, rootReducer, useAppDispatch, useAppSelector } from './store/store';
export type { AppStore, AppDispatch, RootState } from './store/store';

export { AppProviders } from './providers/app-providers';
export { themes } from './providers/themes';

export { TextInputField } from './ui/form/text-input-field';
export { joinMessages, visibleError, MESSAGE_SEPARATOR } from './ui/form/field-messages';

export { NotificationsHost } from './ui/notifications/notifications-host';
export { useNotify } from './ui/notifications/use-notify';
export type { Notify } from './ui/notifications/use-notify';
export { NOTIFICATIONS_TOASTER_ID, NOTIFICATION_TIMEOUT_MS } from './ui/notifications/notifications-config';
export { PageFrame } from './ui/page-frame/page-frame';
export type { PageFrameProps } from './ui/page-frame/page-frame';
export { usePageTitle } from './ui/page-frame/use-page-title';
export { StatusChip } from './ui/status-chip/status-chip';
export type { StatusChipProps } from './ui/status-chip/status-chip';
export { statusColour } from './ui/status-chip/status-colour';
export { ResponsiveList } from './ui/responsive-list/responsive-list';
export type { ResponsiveListProps } from './ui/responsive-list/responsive-list';
export type { ListColumn } from './ui/responsive-list/list-column';
export { Pagination } from './ui/pagination/pagination';
export type { PaginationProps } from './ui/pagination/pagination';
export { CLIENT_PAGE_SIZES, LIMIT_REQUEST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from './ui/pagination/page-sizes';
export { EmptyState } from './ui/empty-state/empty-state';
export type { EmptyStateProps } from './ui/empty-state/empty-state';
export { ErrorState } from './ui/error-state/error-state';
export type { ErrorStateProps } from './ui/error-state/error-state';
export { SummaryTile } from './ui/summary-tile/summary-tile';
export type { SummaryTileProps } from './ui/summary-tile/summary-tile';
export { Money } from './ui/money/money';
export { MultiSelect } from './ui/multi-select/multi-select';
export type { MultiSelectProps } from './ui/multi-select/multi-select';
export { RouterLink } from './ui/router-link/router-link';
export type { RouterLinkProps } from './ui/router-link/router-link';
export { RouterButton } from './ui/router-link/router-button';
export type { RouterButtonProps } from './ui/router-link/router-button';
export { useMediaQuery, SMALL_SCREEN_QUERY } from './ui/hooks/use-media-query';
export { useDebouncedValue } from './ui/hooks/use-debounced-value';
export { useVisuallyHiddenStyles } from './ui/styles/visually-hidden';
export { FieldFrame } from './ui/form/field-frame';
export type { BoundFieldProps, FieldFrameProps } from './ui/form/field-frame';
export type { SelectOption } from './ui/form/select-option';
export { SelectField } from './ui/form/select-field';
export type { SelectFieldProps } from './ui/form/select-field';
export { MultiSelectField } from './ui/form/multi-select-field';
export type { MultiSelectFieldProps } from './ui/form/multi-select-field';
export { CheckboxField } from './ui/form/checkbox-field';
export type { CheckboxFieldProps } from './ui/form/checkbox-field';
export { TextareaField } from './ui/form/textarea-field';
export type { TextareaFieldProps } from './ui/form/textarea-field';
export { NumberField } from './ui/form/number-field';
export type { NumberFieldProps } from './ui/form/number-field';
export { toLatinDigits } from './ui/form/numeric-text';
export { DateField } from './ui/form/date-field';
export type { DateFieldProps } from './ui/form/date-field';
export { useStatusLabel } from './ui/status-chip/use-status-label';
export { useDebouncedText } from './ui/hooks/use-debounced-text';
