import { translateRule } from '../rules/messages';
import { i18n } from './i18n';

const tIn = (language: 'ar' | 'en') => i18n.getFixedT(language);

describe('numbers inside messages follow the interface language (issue 15, defect 10)', () => {
  test('a rule message quotes its limit in Arabic-Indic digits in Arabic, Latin in English', () => {
    expect(tIn('ar')('rules:password.tooShort')).toBe('يجب ألا تقل كلمة المرور عن ٨ أحرف');
    expect(tIn('en')('rules:password.tooShort')).toBe('Password must be at least 8 characters');
    expect(tIn('ar')('rules:limitRequests.tenureRange')).toContain('من ١ إلى ٣٦ شهرًا');
    expect(tIn('en')('rules:files.fileSizeExceedsLimit')).toBe('File size exceeds 10MB limit');
  });

  test('an interpolated count is formatted by `{{value, number}}`', () => {
    expect(tIn('ar')('rules:password.resendTooSoon', { seconds: 42 })).toBe('يمكنك طلب رمز جديد بعد ٤٢ ثانية');
    expect(tIn('en')('rules:password.resendTooSoon', { seconds: 42 })).toBe('You can ask for a new code in 42 seconds');
  });

  test('identifiers inside a message stay Latin', () => {
    expect(tIn('ar')('rules:clients.primeMobileNumberInvalid')).toBe('رقم الهاتف غير صالح: ١١ رقمًا تبدأ بـ 010 أو 011 أو 012 أو 015');
  });

  test("the API's translation of a rule writes the same digits", () => {
    expect(translateRule('ar', 'password.otpInvalid', { remaining: 2 })).toBe('رمز التحقق غير صحيح، المحاولات المتبقية: ٢');
    expect(translateRule('ar', 'password.tooShort')).toBe(tIn('ar')('rules:password.tooShort'));
    expect(translateRule('en', 'limitRequests.maxCodeSelectionExceeded')).toBe('You can select at most 5 request codes');
  });
});
