import { detailsEn } from './details-en';
import { formEn } from './form-en';

export const limitRequestsEn = {
  list: {
    title: 'Limit requests',
    caption: 'Limit requests',
    totalRequests: 'Total requests: {{total}}',
    totalRequestsMoreThan: 'Total requests: more than {{total}}',
    createLimitRequest: 'Create limit request',
    exportCsv: 'Export CSV',
  },
  filters: {
    label: 'Filter limit requests',
    search: 'Search',
    searchPlaceholder: 'Search by code, client or merchant',
    clearSearch: 'Clear search',
    requestCodes: 'Request codes',
    allCodes: 'All codes',
    advanced: 'Advanced filters',
    decisionStatus: 'Decision status',
    allDecisions: 'All decisions',
    dateFrom: 'Date from',
    dateTo: 'Date to',
    apply: 'Apply',
    clear: 'Clear',
    mine: 'My requests',
  },
  columns: {
    code: 'Code',
    client: 'Client',
    requestedLimit: 'Requested limit',
    approvedLimit: 'Approved limit',
    notApproved: 'Not approved',
    tenure: 'Tenure (months)',
    merchant: 'Merchant',
    requestStatus: 'Request status',
    decisionStatus: 'Decision status',
    creator: 'Created by',
    created: 'Created',
  },
  statuses: {
    request: {
      new: 'New',
      under_review: 'Under review',
      approved: 'Approved',
      contract_uploaded: 'Contract uploaded',
      closed: 'Closed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      awaiting_confirmation: 'Awaiting confirmation',
      returned_to_agent: 'Returned to agent',
    },
    decision: {
      pending: 'Pending',
      approved: 'Approved',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
      closed: 'Closed',
    },
  },
  empty: {
    noLimitRequests: 'No limit requests',
    noMatchesHint: 'No limit request matches these filters.',
    clearFilters: 'Clear filters',
  },
  errors: {
    errorFetchingLimitRequests: 'Error fetching limit requests',
    errorExportingLimitRequests: 'Error exporting limit requests',
  },
  details: detailsEn,
  form: formEn,
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The Arabic table must have every key the English one has, with any wording. */
export type LimitRequestsMessages = Widen<typeof limitRequestsEn>;
