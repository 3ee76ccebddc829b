export { LoginForm } from './login/login-form';
export { TextInputField } from './form/text-input-field';
export { joinMessages, visibleError, MESSAGE_SEPARATOR } from './form/field-messages';
export { NotificationsHost } from './notifications/notifications-host';
export { useNotify } from './notifications/use-notify';
export type { Notify } from './notifications/use-notify';
export { NOTIFICATIONS_TOASTER_ID, NOTIFICATION_TIMEOUT_MS } from './notifications/notifications-config';
export { PageFrame } from './page-frame/page-frame';
export type { PageFrameProps } from './page-frame/page-frame';
export { usePageTitle } from './page-frame/use-page-title';
export { StatusChip } from './status-chip/status-chip';
export type { StatusChipProps } from './status-chip/status-chip';
export { statusColour } from './status-chip/status-colour';
export { ResponsiveList } from './responsive-list/responsive-list';
export type { ResponsiveListProps } from './responsive-list/responsive-list';
export type { ListColumn, ListSort } from './responsive-list/list-column';
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { CLIENT_PAGE_SIZES, LIMIT_REQUEST_PAGE_SIZES, DEFAULT_PAGE_SIZE } from './pagination/page-sizes';
export { EmptyState } from './empty-state/empty-state';
export type { EmptyStateProps } from './empty-state/empty-state';
export { ErrorState } from './error-state/error-state';
export type { ErrorStateProps } from './error-state/error-state';
export { SummaryTile } from './summary-tile/summary-tile';
export type { SummaryTileProps } from './summary-tile/summary-tile';
export { Money } from './money/money';
export { MultiSelect } from './multi-select/multi-select';
export type { MultiSelectProps } from './multi-select/multi-select';
export { RouterLink } from './router-link/router-link';
export type { RouterLinkProps } from './router-link/router-link';
export { RouterButton } from './router-link/router-button';
export type { RouterButtonProps } from './router-link/router-button';
export { useMediaQuery, SMALL_SCREEN_QUERY } from './hooks/use-media-query';
export { useDebouncedValue } from './hooks/use-debounced-value';
export { useVisuallyHiddenStyles } from './styles/visually-hidden';
export { FieldFrame } from './form/field-frame';
export type { BoundFieldProps, FieldFrameProps } from './form/field-frame';
export type { SelectOption } from './form/select-option';
export { SelectField } from './form/select-field';
export type { SelectFieldProps } from './form/select-field';
export { MultiSelectField } from './form/multi-select-field';
export type { MultiSelectFieldProps } from './form/multi-select-field';
export { CheckboxField } from './form/checkbox-field';
export type { CheckboxFieldProps } from './form/checkbox-field';
export { TextareaField } from './form/textarea-field';
export type { TextareaFieldProps } from './form/textarea-field';
export { NumberField } from './form/number-field';
export type { NumberFieldProps } from './form/number-field';
export { toLatinDigits } from './form/numeric-text';
export { DateField } from './form/date-field';
export type { DateFieldProps } from './form/date-field';
export { DateInput } from './form/date-input';
export type { DateInputProps } from './form/date-input';
export { useStatusLabel } from './status-chip/use-status-label';
export { useDebouncedText } from './hooks/use-debounced-text';
export { ClientForm } from './client-form/client-form';
export type {
  ClientFormProps,
  ClientFormValues,
  ClientFormMeta,
  ClientFormMode,
  ClientDocumentRow,
  ClientGeography,
  EmploymentType,
  PlacesResult,
} from './client-form/client-form-types';
export type { ClientFormAudience } from './client-form/client-form-wording';
export type { ClientUniquenessChecker, UniqueClientField } from './client-form/uniqueness';
export { toClientFormData } from './client-form/to-client-form-data';
export { ErrorBoundary } from './error-boundary/error-boundary';
export type { ErrorBoundaryProps } from './error-boundary/error-boundary';
export { LoadState, LoadNotice } from './load-state/load-state';
export type { LoadNoticeProps, QueryState } from './load-state/load-state';
export { DetailsCard } from './details/details-card';
export { InfoList } from './details/info-list';
export type { InfoItem } from './details/info-list';
export { FormSection, useFullRowStyles } from './client-form/form-section';
export { useFieldChange } from './client-form/use-field-change';
export { nestErrors, placeSubmitErrors, dottedPath } from './client-form/nest-errors';
export { FileField } from './form/file-field';
export type { FileFieldProps } from './form/file-field';
export { SubmitButton } from './form/submit-button';
export type { SubmitButtonProps } from './form/submit-button';
export { RemovableRow } from './form/removable-row';
export type { RemovableRowProps } from './form/removable-row';
export { DownloadButton } from './download-button/download-button';
export type { DownloadButtonProps } from './download-button/download-button';
export { parseRouteId } from './route-id/parse-route-id';
export { useRouteId } from './route-id/use-route-id';
export { PagedResults } from './paged-results/paged-results';
export type { PagedResultsProps, PagedQueryState, ResultsPage } from './paged-results/paged-results';
export { AddressPanels } from './address-panels/address-panels';
export type { AddressPanelsProps, AddressKind, ClientAddressSet, PanelAddress } from './address-panels/address-panels';
export { useSaveThenLeave, SAVE_REDIRECT_DELAY_MS } from './form/use-save-then-leave';
export type { SaveOutcome, SaveThenLeaveTexts } from './form/use-save-then-leave';
export { FormFrame } from './form/form-frame';
export type { FormFrameProps } from './form/form-frame';
export { FilePreviewDialog, isPreviewable } from './file-preview/file-preview-dialog';
export type { PreviewedFile } from './file-preview/file-preview-dialog';
