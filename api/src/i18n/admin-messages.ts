/** Issue 17: texts of the administration routes that every admin domain shares. */
export const adminMessages = {
  ar: {
    adminOnly: 'هذه الصفحة لمديري النظام فقط',
  },
  en: {
    adminOnly: 'Only administrators can do this',
  },
} as const;
