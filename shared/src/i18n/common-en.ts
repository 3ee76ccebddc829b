export const commonEn = {
  appName: 'Credit Back Office',
  welcome: 'Manage your clients and limit requests efficiently',
  currency: 'EGP',
  actions: {
    retry: 'Retry',
    close: 'Close',
    back: 'Back',
    save: 'Save',
    cancel: 'Cancel',
    search: 'Search',
    clear: 'Clear',
    apply: 'Apply',
  },
  errors: {
    errorFetchingData: 'Error fetching data',
    networkError: 'Network error',
    sectionUnavailable: 'This section is unavailable',
    sectionUnavailableHint: 'This part of the portal could not be loaded. The other sections keep working.',
    unexpectedTitle: 'Unexpected Application Error!',
    unexpectedSubtitle: 'Something went wrong in the application',
  },
  pagination: {
    rowsPerPage: 'Rows per page:',
    range: '{{from}}–{{to}} of {{total}}',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    label: 'Pagination',
  },
  form: {
    listSeparator: ', ',
    selectPlaceholder: 'Select…',
  },
  status: {
    pending: 'Pending',
    approved: 'Approved',
    active: 'Active',
    rejected: 'Rejected',
    inactive: 'Inactive',
    cancelled: 'Cancelled',
    closed: 'Closed',
    new: 'New',
  },
  notifications: {
    dismiss: 'Dismiss notification',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    logout: 'Log out',
    loginError: 'Login failed, check your credentials',
    loginTitle: 'Sign in to your account',
  },
  loading: 'Loading…',
  notApplicable: 'Not applicable',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type CommonMessages = Widen<typeof commonEn>;
