import type { Language } from '@back-office/shared/rules';

/** Issue 17, the audit trail: what its routes say. */
export const auditMessages = {
  ar: {
    auditRangeReversed: 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية',
    auditCursorInvalid: 'رابط الصفحة التالية غير صالح، ابدأ من الصفحة الأولى',
  },
  en: {
    auditRangeReversed: 'The end date must be after the start date',
    auditCursorInvalid: 'This next-page link is not valid; start again from the first page',
  },
} as const;

/** The kinds of event as the CSV names them: the page's names (one table, in shared). */
export { auditEventNames as auditEventLabels } from '@back-office/shared/i18n/audit-event-names';

export const auditExportHeaders = {
  ar: ['الوقت', 'الحدث', 'المستخدم', 'البريد الإلكتروني', 'عنوان IP', 'المتصفح', 'نوع السجل', 'رقم السجل', 'السجل', 'التفاصيل'],
  en: ['When', 'Event', 'Who', 'E-mail', 'IP address', 'Browser', 'Record type', 'Record id', 'Record', 'Details'],
} as const satisfies Record<Language, readonly string[]>;
