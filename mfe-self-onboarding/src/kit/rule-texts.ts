import { AMOUNT_DECIMALS, AMOUNT_WHOLE_DIGITS, MAX_LENGTH, MAX_UPLOAD_BYTES, NID_VALIDITY_YEARS } from '@back-office/shared/rules';
import type { Lang } from './lang';

/**
 * Issue 19: the texts of the rule keys the applicant's fields can break, copied from the shared
 * table (shared/src/rules/messages.ts). The whole table in both languages would cost the light form
 * more than these few lines; rule-texts.test.ts checks every key here still reads as the shared text.
 */
export const ruleTexts: Record<Lang, Record<string, string>> = {
  ar: {
    'common.fieldRequired': 'هذا الحقل مطلوب',
    'common.amountInvalid': 'أدخل مبلغًا بالجنيه لا يزيد عن {{amountWholeDigits}} رقمًا صحيحًا ورقمين عشريين',
    'common.nameTooLong': 'يجب ألا يزيد الاسم على {{maxNameLength}} حرف',
    'common.titleTooLong': 'يجب ألا يزيد المسمى الوظيفي على {{maxTitleLength}} حرف',
    'common.companyNameTooLong': 'يجب ألا يزيد اسم الشركة على {{maxCompanyNameLength}} حرف',
    'common.addressTooLong': 'يجب ألا يزيد العنوان على {{maxAddressLength}} حرف',
    'clients.clientNameInvalid': 'يجب أن يحتوي اسم العميل على حروف عربية ومسافات فقط',
    'clients.nationalIdLength': 'يجب أن يتكون الرقم القومي من {{nationalIdDigits}} رقمًا بالضبط',
    'clients.nationalIdInvalid': 'الرقم القومي غير صالح: يجب أن يبدأ بـ 2 أو 3 وأن يتضمن تاريخ ميلاد ومحافظة صحيحين',
    'clients.dateInvalid': 'أدخل تاريخًا صحيحًا',
    'clients.issuanceDateInFuture': 'لا يمكن أن يكون تاريخ الإصدار في المستقبل',
    'clients.nationalIdCardExpired': 'انتهت صلاحية بطاقة الرقم القومي (صالحة {{nidValidityYears}} سنوات من تاريخ الإصدار)',
    'clients.primeMobileNumberInvalid': 'رقم الهاتف غير صالح: {{mobileDigits}} رقمًا تبدأ بـ 010 أو 011 أو 012 أو 015',
    'clients.secondMobileNumberInvalid':
      'يجب أن يبدأ رقم الهاتف الثاني بـ 01 وأن يتكون من {{mobileDigits}} رقمًا (010 أو 011 أو 012 أو 015)',
    'clients.mobileNumbersMustBeDifferent': 'يجب أن يختلف رقم الهاتف الثاني عن رقم الهاتف الأساسي',
    'clients.monthlyIncomePositive': 'يجب أن يكون الدخل الشهري رقمًا موجبًا',
    'clients.titleInvalid': 'يجب أن يُكتب المسمى الوظيفي بحروف عربية فقط',
    'clients.companyAddressInvalid': 'يجب أن يُكتب عنوان الشركة باللغة العربية',
    'clients.consentRequired': 'يجب الموافقة على معالجة بياناتك لتقديم الطلب',
    'files.fileSizeExceedsLimit': 'حجم الملف يتجاوز الحد المسموح به ({{maxUploadMegabytes}} ميجابايت)',
    'files.invalidFileType': 'نوع الملف غير صالح: PDF أو نص أو رسالة بريد أو PNG أو JPEG',
  },
  en: {
    'common.fieldRequired': 'This field is required',
    'common.amountInvalid': 'Enter an amount in EGP with at most {{amountWholeDigits}} whole digits and {{amountDecimals}} decimals',
    'common.nameTooLong': 'A name must be at most {{maxNameLength}} characters',
    'common.titleTooLong': 'The job title must be at most {{maxTitleLength}} characters',
    'common.companyNameTooLong': 'The company name must be at most {{maxCompanyNameLength}} characters',
    'common.addressTooLong': 'An address must be at most {{maxAddressLength}} characters',
    'clients.clientNameInvalid': 'Client name must contain Arabic letters and spaces only',
    'clients.nationalIdLength': 'National ID must be exactly {{nationalIdDigits}} digits',
    'clients.nationalIdInvalid': 'National ID is not valid: it starts with 2 or 3 and holds a real birth date and governorate',
    'clients.dateInvalid': 'Enter a valid date',
    'clients.issuanceDateInFuture': 'Issuance date cannot be in the future',
    'clients.nationalIdCardExpired': 'The national ID card has expired (valid {{nidValidityYears}} years from issuance)',
    'clients.primeMobileNumberInvalid': 'Mobile number is not valid: {{mobileDigits}} digits starting with 010, 011, 012 or 015',
    'clients.secondMobileNumberInvalid': 'Second mobile must start with 01 and have {{mobileDigits}} digits (010, 011, 012 or 015)',
    'clients.mobileNumbersMustBeDifferent': 'The second mobile number must differ from the primary one',
    'clients.monthlyIncomePositive': 'Monthly income must be a positive number',
    'clients.titleInvalid': 'Job title must be written in Arabic letters only',
    'clients.companyAddressInvalid': 'Company address must be written in Arabic',
    'clients.consentRequired': 'You must consent to the processing of your data to apply',
    'files.fileSizeExceedsLimit': 'File size exceeds {{maxUploadMegabytes}}MB limit',
    'files.invalidFileType': 'Invalid file type: PDF, text, e-mail message, PNG or JPEG',
  },
};

/** The numbers those texts quote, from the rules themselves. */
export const ruleNumbers: Record<string, number> = {
  nationalIdDigits: 14,
  mobileDigits: 11,
  nidValidityYears: NID_VALIDITY_YEARS,
  amountWholeDigits: AMOUNT_WHOLE_DIGITS,
  amountDecimals: AMOUNT_DECIMALS,
  maxNameLength: MAX_LENGTH.personName,
  maxTitleLength: MAX_LENGTH.title,
  maxCompanyNameLength: MAX_LENGTH.companyName,
  maxAddressLength: MAX_LENGTH.address,
  maxUploadMegabytes: MAX_UPLOAD_BYTES / (1024 * 1024),
};
