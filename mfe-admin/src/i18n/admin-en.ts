/** What every administration page shares: the section names and the refusal a non-admin sees. */
export const adminEn = {
  title: 'Administration',
  sections: 'Administration sections',
  nav: {
    users: 'Staff',
    reference: 'Reference data',
    settings: 'Settings',
    audit: 'Audit trail',
  },
  forbidden: {
    title: 'For administrators only',
    description: 'Ask an administrator if you need something changed here.',
  },
};
