/** Issue 17: the settings page (/admin/settings). */
export const settingsEn = {
  title: 'Settings',
  save: 'Save settings',
  saved: 'Settings saved',
  saveFailed: 'The settings could not be saved',
  loadFailed: 'The settings could not be loaded',
  fixFields: 'Fix the marked fields',
  lastChange: 'Last changed {{when}} by {{who}}',
  lastChangeUnknown: 'Last changed {{when}}',
  neverChanged: 'Not changed yet: the deployment’s default applies',
  someone: 'someone',
  fourEyes: {
    title: 'Four eyes',
    description:
      'An approval above this amount, or differing from the requested amount by more than this percentage, waits for a second risk reviewer.',
    amount: 'Amount (EGP)',
    amountHint: 'Now {{amount}}',
    percent: 'Difference from the requested amount (%)',
  },
  twoFactor: {
    title: 'Roles that must use two-factor log-in',
    description: 'People in these roles can do nothing but set up an authenticator until they have one.',
  },
  exportRoles: {
    title: 'Roles allowed to export',
    description: 'Only these roles can download clients and limit requests as CSV.',
  },
  roles: {
    agent: 'Sales agent',
    risk: 'Risk reviewer',
    admin: 'Administrator',
  },
  sla: {
    title: 'SLA hours per stage',
    hint: 'Working hours; Friday and Saturday are the weekend',
  },
  stages: {
    waiting_for_assignment: 'Waiting for assignment',
    under_review: 'Under review',
    awaiting_second_reviewer: 'Awaiting the second reviewer',
    returned_to_agent: 'Returned to the agent',
    approved_without_contract: 'Approved, contract not uploaded',
  },
  holidays: {
    title: 'Public holidays',
    description: 'These days do not count as working hours.',
    empty: 'No public holidays yet.',
    row: 'Holiday {{number}}',
    date: 'Date',
    nameAr: 'Name in Arabic',
    nameEn: 'Name in English',
    add: 'Add a holiday',
    remove: 'Remove holiday {{number}}',
  },
  reasons: {
    title: 'Reason lists',
    description: 'The reasons staff choose from are kept with the reference data.',
    reject: 'Reject reasons',
    return: 'Return reasons',
    documentRequest: 'Document request reasons',
  },
};
