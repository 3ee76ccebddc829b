import type { Language } from './types';

/**
 * Issue 17: the rule texts only the administration pages show (reference names, settings). Out of
 * the shared table (messages.ts) because every app bundles that one, the public form included;
 * the API adds these to translateRule's table and mfe-admin to i18next's `rules` namespace.
 */
export const adminRuleMessages = {
  ar: {
    reference: {
      nameTooLong: 'يجب ألا يزيد الاسم على {{referenceNameMaxLength, number}} حرفًا',
      nameArInvalid: 'يجب أن يُكتب الاسم العربي بحروف عربية',
      nameInvalid: 'يحتوي الاسم على رموز غير مسموح بها',
    },
    settings: {
      fourEyesAmountRange: 'أدخل مبلغًا صحيحًا بالجنيه من صفر حتى {{fourEyesAmountMax, number}}',
      fourEyesPercentRange: 'أدخل نسبة صحيحة من صفر إلى {{fourEyesPercentMax, number}}',
      rolesInvalid: 'اختر من الأدوار: مندوب مبيعات، مراجع مخاطر، مسؤول النظام',
      rolesRepeated: 'لا يتكرر الدور في القائمة',
      slaStagesInvalid: 'مراحل غير معروفة في ساعات مستوى الخدمة',
      slaHoursRange: 'أدخل عدد ساعات صحيحًا من {{slaHoursMin, number}} إلى {{slaHoursMax, number}}',
      holidaysInvalid: 'قائمة الإجازات غير صالحة',
      tooManyHolidays: 'يمكن إدخال {{publicHolidaysMax, number}} إجازة كحد أقصى',
      holidayDateInvalid: 'أدخل تاريخًا صحيحًا بالصيغة YYYY-MM-DD',
      holidayDateRepeated: 'هذا التاريخ مكرر في قائمة الإجازات',
      holidayNameTooLong: 'يجب ألا يزيد اسم الإجازة على {{holidayNameMaxLength, number}} حرف',
    },
  },
  en: {
    reference: {
      nameTooLong: 'The name must not exceed {{referenceNameMaxLength, number}} characters',
      nameArInvalid: 'The Arabic name must be written in Arabic letters',
      nameInvalid: 'The name contains characters that are not allowed',
    },
    settings: {
      fourEyesAmountRange: 'Enter a whole amount in EGP from zero to {{fourEyesAmountMax, number}}',
      fourEyesPercentRange: 'Enter a whole percentage from zero to {{fourEyesPercentMax, number}}',
      rolesInvalid: 'Choose among the roles: agent, risk reviewer, administrator',
      rolesRepeated: 'A role appears only once',
      slaStagesInvalid: 'Unknown stages in the SLA hours',
      slaHoursRange: 'Enter whole hours from {{slaHoursMin, number}} to {{slaHoursMax, number}}',
      holidaysInvalid: 'The list of holidays is not valid',
      tooManyHolidays: 'At most {{publicHolidaysMax, number}} holidays',
      holidayDateInvalid: 'Enter a real date as YYYY-MM-DD',
      holidayDateRepeated: 'This date is already in the list of holidays',
      holidayNameTooLong: 'A holiday name may have at most {{holidayNameMaxLength, number}} characters',
    },
  },
} as const satisfies Record<Language, Record<string, Record<string, string>>>;
