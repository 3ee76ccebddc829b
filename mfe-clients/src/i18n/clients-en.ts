export const clientsEn = {
  list: {
    title: 'Clients',
    caption: 'Clients',
    tiles: {
      totalClients: 'Total clients',
      totalBalance: 'Total balance',
      statuses: 'Statuses',
    },
    searchLabel: 'Search',
    searchPlaceholder: 'Search by name, code, national ID or phone',
    statusFilter: 'Status',
    allStatuses: 'All statuses',
    createClient: 'Create client',
    createFirstClient: 'Create your first client',
    noMatchesHint: 'No client matches this search or status filter.',
    clearFilters: 'Clear filters',
    columns: {
      name: 'Name',
      code: 'Code',
      phone: 'Phone',
      nationalId: 'National ID',
      title: 'Title',
      balance: 'Balance',
      status: 'Status',
      creator: 'Created by',
      updatedAt: 'Last updated',
    },
  },
  empty: {
    noClientsFound: 'No clients found',
    noClientDetails: 'No client details',
  },
  errors: {
    errorFetchingClients: 'Error fetching clients',
    errorFetchingClientDetails: 'Error fetching client details',
    errorFetchingClientData: 'Error fetching client data',
    errorCreatingClient: 'Error creating client',
    errorUpdatingClient: 'Error updating client',
    errorSubmittingClient: 'Error submitting client',
  },
  success: {
    clientCreatedSuccessfully: 'Client created successfully',
    clientUpdated: 'Client updated',
    clientSubmittedSuccessfully: 'Client submitted successfully',
  },
};

/** Arabic must name every key English has; without `as const` the values widen to string. */
export type ClientsMessages = typeof clientsEn;
