import type { Language } from './types';

/**
 * Display text of every rule key, in both languages. The forms load these as the
 * i18next namespace `rules`; the API uses them to word its 422 answers.
 */
export const ruleMessages = {
  ar: {
    common: {
      fieldRequired: 'هذا الحقل مطلوب',
      emailInvalid: 'يجب أن يكون بريدًا إلكترونيًا صالحًا',
      positiveNumber: 'يجب أن يكون رقمًا موجبًا',
    },
    clients: {
      clientNameInvalid: 'يجب أن يحتوي اسم العميل على حروف عربية ومسافات فقط',
      nationalIdLength: 'يجب أن يتكون الرقم القومي من 14 رقمًا بالضبط',
      nationalIdInvalid: 'الرقم القومي غير صالح: يجب أن يبدأ بـ 2 أو 3 وأن يتضمن تاريخ ميلاد ومحافظة صحيحين',
      nationalIdTaken: 'هذا الرقم القومي مسجَّل لعميل آخر',
      dateInvalid: 'أدخل تاريخًا صحيحًا',
      issuanceDateInFuture: 'لا يمكن أن يكون تاريخ الإصدار في المستقبل',
      nationalIdCardExpired: 'انتهت صلاحية بطاقة الرقم القومي (صالحة 7 سنوات من تاريخ الإصدار)',
      primeMobileNumberInvalid: 'رقم الهاتف غير صالح: 11 رقمًا تبدأ بـ 010 أو 011 أو 012 أو 015',
      primeMobileNumberTaken: 'رقم الهاتف هذا مسجَّل لعميل آخر',
      secondMobileNumberInvalid: 'يجب أن يبدأ رقم الهاتف الثاني بـ 01 وأن يتكون من 11 رقمًا (010 أو 011 أو 012 أو 015)',
      mobileNumbersMustBeDifferent: 'يجب أن يختلف رقم الهاتف الثاني عن رقم الهاتف الأساسي',
      monthlyIncomePositive: 'يجب أن يكون الدخل الشهري رقمًا موجبًا',
      titleInvalid: 'يجب أن يُكتب المسمى الوظيفي بحروف عربية فقط',
      companyAddressInvalid: 'يجب أن يُكتب عنوان الشركة باللغة العربية',
      addressFieldsRequired: 'اختر المحافظة والمدينة والمنطقة',
    },
    limitRequests: {
      degreeNameInvalid: 'يجب أن يحتوي اسم القريب على حروف عربية ومسافات فقط',
      tenureRange: 'يجب أن تكون مدة التمويل عددًا صحيحًا من 1 إلى 36 شهرًا',
      approvedLimitTooHigh: 'يجب أن يكون الحد المعتمد رقمًا موجبًا لا يتجاوز الحد المطلوب',
      dateToCannotBeBeforeDateFrom: 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية',
      dateFromCannotBeInFuture: 'لا يمكن أن يكون تاريخ البداية في المستقبل',
      dateToCannotBeInFuture: 'لا يمكن أن يكون تاريخ النهاية في المستقبل',
      maxCodeSelectionExceeded: 'يمكنك اختيار 5 أكواد طلبات كحد أقصى',
    },
    files: {
      fileSizeExceedsLimit: 'حجم الملف يتجاوز الحد المسموح به (10 ميجابايت)',
      invalidFileType: 'نوع الملف غير صالح: PDF أو نص أو رسالة بريد أو PNG أو JPEG',
    },
  },
  en: {
    common: {
      fieldRequired: 'This field is required',
      emailInvalid: 'Must be a valid email',
      positiveNumber: 'Must be a positive number',
    },
    clients: {
      clientNameInvalid: 'Client name must contain Arabic letters and spaces only',
      nationalIdLength: 'National ID must be exactly 14 digits',
      nationalIdInvalid: 'National ID is not valid: it starts with 2 or 3 and holds a real birth date and governorate',
      nationalIdTaken: 'This national ID belongs to another client',
      dateInvalid: 'Enter a valid date',
      issuanceDateInFuture: 'Issuance date cannot be in the future',
      nationalIdCardExpired: 'The national ID card has expired (valid 7 years from issuance)',
      primeMobileNumberInvalid: 'Mobile number is not valid: 11 digits starting with 010, 011, 012 or 015',
      primeMobileNumberTaken: 'This mobile number belongs to another client',
      secondMobileNumberInvalid: 'Second mobile must start with 01 and have 11 digits (010, 011, 012 or 015)',
      mobileNumbersMustBeDifferent: 'The second mobile number must differ from the primary one',
      monthlyIncomePositive: 'Monthly income must be a positive number',
      titleInvalid: 'Job title must be written in Arabic letters only',
      companyAddressInvalid: 'Company address must be written in Arabic',
      addressFieldsRequired: 'Choose the governorate, city and area',
    },
    limitRequests: {
      degreeNameInvalid: 'Relative name must contain Arabic letters and spaces only',
      tenureRange: 'Tenure must be a whole number of months from 1 to 36',
      approvedLimitTooHigh: 'Approved limit must be a positive number not above the requested limit',
      dateToCannotBeBeforeDateFrom: 'Date to cannot be before date from',
      dateFromCannotBeInFuture: 'Date from cannot be in the future',
      dateToCannotBeInFuture: 'Date to cannot be in the future',
      maxCodeSelectionExceeded: 'You can select at most 5 request codes',
    },
    files: {
      fileSizeExceedsLimit: 'File size exceeds 10MB limit',
      invalidFileType: 'Invalid file type: PDF, text, e-mail message, PNG or JPEG',
    },
  },
} as const satisfies Record<Language, Record<string, Record<string, string>>>;

/** Looks up `domain.key`; an unknown key is returned as is, so nothing is ever blank. */
export function translateRule(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const [domain, name] = key.split('.', 2) as [string, string | undefined];
  const table = ruleMessages[language] as Record<string, Record<string, string>>;
  const text = (name && table[domain]?.[name]) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));
}
