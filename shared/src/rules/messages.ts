import { formatNumber } from '../i18n/format';
import { ruleMessageNumbers } from './message-numbers';
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
      amountInvalid: 'أدخل مبلغًا بالجنيه لا يزيد عن {{amountWholeDigits, number}} رقمًا صحيحًا ورقمين عشريين',
      nameTooLong: 'يجب ألا يزيد الاسم على {{maxNameLength, number}} حرف',
      titleTooLong: 'يجب ألا يزيد المسمى الوظيفي على {{maxTitleLength, number}} حرف',
      companyNameTooLong: 'يجب ألا يزيد اسم الشركة على {{maxCompanyNameLength, number}} حرف',
      addressTooLong: 'يجب ألا يزيد العنوان على {{maxAddressLength, number}} حرف',
      codeTooLong: 'يجب ألا يزيد الكود على {{maxCodeLength, number}} حرفًا',
    },
    clients: {
      clientNameInvalid: 'يجب أن يحتوي اسم العميل على حروف عربية ومسافات فقط',
      nationalIdLength: 'يجب أن يتكون الرقم القومي من {{nationalIdDigits, number}} رقمًا بالضبط',
      nationalIdInvalid: 'الرقم القومي غير صالح: يجب أن يبدأ بـ 2 أو 3 وأن يتضمن تاريخ ميلاد ومحافظة صحيحين',
      nationalIdTaken: 'هذا الرقم القومي مسجَّل لعميل آخر',
      dateInvalid: 'أدخل تاريخًا صحيحًا',
      issuanceDateInFuture: 'لا يمكن أن يكون تاريخ الإصدار في المستقبل',
      nationalIdCardExpired: 'انتهت صلاحية بطاقة الرقم القومي (صالحة {{nidValidityYears, number}} سنوات من تاريخ الإصدار)',
      primeMobileNumberInvalid: 'رقم الهاتف غير صالح: {{mobileDigits, number}} رقمًا تبدأ بـ 010 أو 011 أو 012 أو 015',
      primeMobileNumberTaken: 'رقم الهاتف هذا مسجَّل لعميل آخر',
      secondMobileNumberInvalid:
        'يجب أن يبدأ رقم الهاتف الثاني بـ 01 وأن يتكون من {{mobileDigits, number}} رقمًا (010 أو 011 أو 012 أو 015)',
      mobileNumbersMustBeDifferent: 'يجب أن يختلف رقم الهاتف الثاني عن رقم الهاتف الأساسي',
      monthlyIncomePositive: 'يجب أن يكون الدخل الشهري رقمًا موجبًا',
      titleInvalid: 'يجب أن يُكتب المسمى الوظيفي بحروف عربية فقط',
      companyAddressInvalid: 'يجب أن يُكتب عنوان الشركة باللغة العربية',
      addressFieldsRequired: 'اختر المحافظة والمدينة والمنطقة',
      consentRequired: 'يجب الموافقة على معالجة بياناتك لتقديم الطلب',
    },
    limitRequests: {
      degreeNameInvalid: 'يجب أن يحتوي اسم القريب على حروف عربية ومسافات فقط',
      tenureRange: 'يجب أن تكون مدة التمويل عددًا صحيحًا من {{minTenure, number}} إلى {{maxTenure, number}} شهرًا',
      approvedLimitTooHigh: 'يجب أن يكون الحد المعتمد رقمًا موجبًا لا يتجاوز الحد المطلوب',
      dateToCannotBeBeforeDateFrom: 'لا يمكن أن يكون تاريخ النهاية قبل تاريخ البداية',
      dateFromCannotBeInFuture: 'لا يمكن أن يكون تاريخ البداية في المستقبل',
      dateToCannotBeInFuture: 'لا يمكن أن يكون تاريخ النهاية في المستقبل',
      maxCodeSelectionExceeded: 'يمكنك اختيار {{maxRequestCodes, number}} أكواد طلبات كحد أقصى',
      clientNotFound: 'العميل غير موجود',
      clientNotSubmitted: 'لا يمكن إنشاء طلب حد إلا لعميل تم إرساله',
      clientCannotChange: 'لا يمكن تغيير عميل طلب الحد',
      optionNotFound: 'الاختيار غير موجود، اختر قيمة من القائمة',
      productNotOfMerchant: 'هذا المنتج لا يتبع التاجر المختار',
      branchNotOfMerchant: 'هذا الفرع لا يتبع التاجر المختار',
      lockedAfterReview: 'لا يمكن تغيير شروط الطلب بعد بدء مراجعته',
      documentTypeNotAllowed: 'نوع المستند هذا غير مسموح به في هذه القائمة',
      documentFileInvalid: 'نوع الملف غير صالح: PDF أو نص أو HTML أو رسالة بريد',
      imageInvalid: 'يجب أن تكون الصورة بصيغة JPEG أو PNG',
      noteTooLong: 'يجب ألا يتجاوز التعليق {{maxNoteLength, number}} حرف',
    },
    files: {
      fileSizeExceedsLimit: 'حجم الملف يتجاوز الحد المسموح به ({{maxUploadMegabytes, number}} ميجابايت)',
      invalidFileType: 'نوع الملف غير صالح: PDF أو نص أو رسالة بريد أو PNG أو JPEG',
      applicationFileTooLarge: 'حجم الملف يتجاوز الحد المسموح به ({{applicationFileMegabytes, number}} ميجابايت)',
      applicationFilesTooLarge: 'مجموع أحجام ملفات الطلب يتجاوز {{applicationTotalMegabytes, number}} ميجابايت',
      tooManyFiles: 'لا يقبل الطلب أكثر من {{applicationMaxFiles, number}} ملفات',
      dailyUploadLimitReached: 'لا يمكننا استقبال ملفات أخرى اليوم، يُرجى المحاولة غدًا',
    },
    password: {
      passwordMismatch: 'كلمتا المرور غير متطابقتين',
      newPasswordMustBeDifferent: 'يجب أن تختلف كلمة المرور الجديدة عن كلمة المرور الحالية',
      tooShort: 'يجب ألا تقل كلمة المرور عن {{passwordMinLength, number}} أحرف',
      tooLong: 'يجب ألا تزيد كلمة المرور على {{passwordMaxLength, number}} حرفًا',
      needsUppercase: 'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل (A-Z)',
      needsLowercase: 'يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل (a-z)',
      needsDigit: 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
      needsSpecial: 'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل مثل ! أو @ أو #',
      tooCommon: 'كلمة المرور هذه شائعة ويسهل تخمينها، اختر كلمة مرور أخرى',
      breached: 'ظهرت كلمة المرور هذه في تسريبات بيانات معروفة، اختر كلمة مرور أخرى',
      containsEmailName: 'يجب ألا تحتوي كلمة المرور على اسمك في البريد الإلكتروني',
      currentPasswordIncorrect: 'كلمة المرور الحالية غير صحيحة',
      newPasswordNotRequested: 'أدخل كلمة المرور الجديدة نفسها التي أدخلتها في الخطوة الأولى',
      otpDigits: 'يجب أن يتكون رمز التحقق من أرقام فقط',
      otpLength: 'يجب أن يتكون رمز التحقق من {{otpLength, number}} أرقام بالضبط',
      otpInvalid: 'رمز التحقق غير صحيح، المحاولات المتبقية: {{remaining, number}}',
      otpExpired: 'انتهت صلاحية رمز التحقق، ابدأ تغيير كلمة المرور من جديد',
      otpTooManyAttempts: 'محاولات خاطئة كثيرة فأُلغي رمز التحقق، ابدأ تغيير كلمة المرور من جديد',
      resendTooSoon: 'يمكنك طلب رمز جديد بعد {{seconds, number}} ثانية',
      tokenInvalid: 'طلب تغيير كلمة المرور هذا لم يعد صالحًا، ابدأ من جديد',
    },
    twoFactor: {
      codeDigits: 'يجب أن يتكون رمز المصادقة من أرقام فقط',
      codeLength: 'يجب أن يتكون رمز المصادقة من {{otpLength, number}} أرقام بالضبط',
      codeInvalid: 'رمز المصادقة غير صحيح أو سبق استخدامه، انتظر الرمز التالي في التطبيق',
      recoveryCodeFormat: 'رمز الاسترداد يتكون من عشرة أحرف وأرقام لاتينية، مثل abcde-23456',
      recoveryCodeInvalid: 'رمز الاسترداد غير صحيح أو سبق استخدامه',
      challengeExpired: 'انتهت مهلة خطوة التحقق، سجّل الدخول من جديد',
    },
  },
  en: {
    common: {
      fieldRequired: 'This field is required',
      emailInvalid: 'Must be a valid email',
      positiveNumber: 'Must be a positive number',
      amountInvalid:
        'Enter an amount in EGP with at most {{amountWholeDigits, number}} whole digits and {{amountDecimals, number}} decimals',
      nameTooLong: 'A name must be at most {{maxNameLength, number}} characters',
      titleTooLong: 'The job title must be at most {{maxTitleLength, number}} characters',
      companyNameTooLong: 'The company name must be at most {{maxCompanyNameLength, number}} characters',
      addressTooLong: 'An address must be at most {{maxAddressLength, number}} characters',
      codeTooLong: 'A code must be at most {{maxCodeLength, number}} characters',
    },
    clients: {
      clientNameInvalid: 'Client name must contain Arabic letters and spaces only',
      nationalIdLength: 'National ID must be exactly {{nationalIdDigits, number}} digits',
      nationalIdInvalid: 'National ID is not valid: it starts with 2 or 3 and holds a real birth date and governorate',
      nationalIdTaken: 'This national ID belongs to another client',
      dateInvalid: 'Enter a valid date',
      issuanceDateInFuture: 'Issuance date cannot be in the future',
      nationalIdCardExpired: 'The national ID card has expired (valid {{nidValidityYears, number}} years from issuance)',
      primeMobileNumberInvalid: 'Mobile number is not valid: {{mobileDigits, number}} digits starting with 010, 011, 012 or 015',
      primeMobileNumberTaken: 'This mobile number belongs to another client',
      secondMobileNumberInvalid: 'Second mobile must start with 01 and have {{mobileDigits, number}} digits (010, 011, 012 or 015)',
      mobileNumbersMustBeDifferent: 'The second mobile number must differ from the primary one',
      monthlyIncomePositive: 'Monthly income must be a positive number',
      titleInvalid: 'Job title must be written in Arabic letters only',
      companyAddressInvalid: 'Company address must be written in Arabic',
      addressFieldsRequired: 'Choose the governorate, city and area',
      consentRequired: 'You must consent to the processing of your data to apply',
    },
    limitRequests: {
      degreeNameInvalid: 'Relative name must contain Arabic letters and spaces only',
      tenureRange: 'Tenure must be a whole number of months from {{minTenure, number}} to {{maxTenure, number}}',
      approvedLimitTooHigh: 'Approved limit must be a positive number not above the requested limit',
      dateToCannotBeBeforeDateFrom: 'Date to cannot be before date from',
      dateFromCannotBeInFuture: 'Date from cannot be in the future',
      dateToCannotBeInFuture: 'Date to cannot be in the future',
      maxCodeSelectionExceeded: 'You can select at most {{maxRequestCodes, number}} request codes',
      clientNotFound: 'The client does not exist',
      clientNotSubmitted: 'A limit request can only be created for a submitted client',
      clientCannotChange: 'The client of a limit request cannot be changed',
      optionNotFound: 'This option does not exist; choose a value from the list',
      productNotOfMerchant: 'This product does not belong to the chosen merchant',
      branchNotOfMerchant: 'This branch does not belong to the chosen merchant',
      lockedAfterReview: 'The request terms cannot change once its review has started',
      documentTypeNotAllowed: 'This document type is not allowed in this list',
      documentFileInvalid: 'Invalid file type: PDF, text, HTML or e-mail message',
      imageInvalid: 'The image must be a JPEG or PNG picture',
      noteTooLong: 'A comment must be at most {{maxNoteLength, number}} characters',
    },
    files: {
      fileSizeExceedsLimit: 'File size exceeds {{maxUploadMegabytes, number}}MB limit',
      invalidFileType: 'Invalid file type: PDF, text, e-mail message, PNG or JPEG',
      applicationFileTooLarge: 'File size exceeds {{applicationFileMegabytes, number}}MB limit',
      applicationFilesTooLarge: 'The application’s files exceed {{applicationTotalMegabytes, number}}MB in total',
      tooManyFiles: 'An application takes at most {{applicationMaxFiles, number}} files',
      dailyUploadLimitReached: 'We cannot take more files today; please try again tomorrow',
    },
    password: {
      passwordMismatch: 'Passwords do not match',
      newPasswordMustBeDifferent: 'The new password must differ from the current password',
      tooShort: 'Password must be at least {{passwordMinLength, number}} characters',
      tooLong: 'Password must be at most {{passwordMaxLength, number}} characters',
      needsUppercase: 'Password must contain an uppercase letter (A-Z)',
      needsLowercase: 'Password must contain a lowercase letter (a-z)',
      needsDigit: 'Password must contain a digit',
      needsSpecial: 'Password must contain a special character such as !, @ or #',
      tooCommon: 'This password is common and easy to guess; choose another one',
      breached: 'This password has appeared in known data breaches; choose another one',
      containsEmailName: 'The password must not contain your e-mail name',
      currentPasswordIncorrect: 'Current password is incorrect',
      newPasswordNotRequested: 'Enter the same new password as in the first step',
      otpDigits: 'The code must contain digits only',
      otpLength: 'The code must be exactly {{otpLength, number}} digits',
      otpInvalid: 'The code is incorrect; attempts left: {{remaining, number}}',
      otpExpired: 'The code has expired; start the password change again',
      otpTooManyAttempts: 'Too many wrong codes, so the code was cancelled; start the password change again',
      resendTooSoon: 'You can ask for a new code in {{seconds, number}} seconds',
      tokenInvalid: 'This password change request is no longer valid; start again',
    },
    twoFactor: {
      codeDigits: 'The authentication code must contain digits only',
      codeLength: 'The authentication code must be exactly {{otpLength, number}} digits',
      codeInvalid: 'The authentication code is wrong or was already used; wait for the next code in the app',
      recoveryCodeFormat: 'A recovery code is ten Latin letters and digits, like abcde-23456',
      recoveryCodeInvalid: 'The recovery code is wrong or was already used',
      challengeExpired: 'The verification step has expired; log in again',
    },
  },
} as const satisfies Record<Language, Record<string, Record<string, string>>>;

/**
 * Looks up `domain.key`; an unknown key is returned as is, so nothing is ever blank. A
 * `{{name, number}}` placeholder is written in the language's digits (decision 0011), as
 * the forms' i18next does; the quoted limits come from `ruleMessageNumbers`.
 */
type RuleTable = Record<string, Record<string, string>>;

/** Rule texts kept out of the table above (issue 17: the administration's, admin-messages.ts), added where they are used. */
const addedMessages: Record<Language, RuleTable> = { ar: {}, en: {} };

export function addRuleMessages(messages: Record<Language, RuleTable>): void {
  for (const language of ['ar', 'en'] as const) Object.assign(addedMessages[language], messages[language]);
}

export function translateRule(language: Language, key: string, params: Record<string, string | number> = {}): string {
  const [domain, name] = key.split('.', 2) as [string, string | undefined];
  const table = ruleMessages[language] as RuleTable;
  const text = (name && (table[domain]?.[name] ?? addedMessages[language][domain]?.[name])) ?? key;
  const values: Record<string, string | number> = { ...ruleMessageNumbers, ...params };
  return text.replace(/\{\{(\w+)(?:,\s*(number))?\}\}/g, (_, param: string, format?: string) => {
    const value = values[param];
    if (value === undefined) return '';
    return format && typeof value === 'number' ? formatNumber(value, language) : String(value);
  });
}
