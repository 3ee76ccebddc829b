import type { AuditEventKind } from '@back-office/shared/contract';
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

/** The kinds of event as the CSV names them (the page has its own, in mfe-admin). */
export const auditEventLabels = {
  ar: {
    password_changed: 'تغيير كلمة المرور',
    data_exported: 'تصدير بيانات',
    two_factor_enabled: 'تفعيل التحقق بخطوتين',
    two_factor_disabled: 'إيقاف التحقق بخطوتين',
    recovery_codes_regenerated: 'إنشاء رموز استرداد جديدة',
    recovery_code_used: 'استخدام رمز استرداد',
    logged_in: 'تسجيل دخول',
    login_failed: 'محاولة دخول فاشلة',
    locked_out: 'قفل الحساب',
    logged_out: 'تسجيل خروج',
    password_reset_forced: 'فرض إعادة تعيين كلمة المرور',
    two_factor_reset: 'إعادة تعيين التحقق بخطوتين',
    invitation_sent: 'إرسال دعوة',
    invitation_used: 'استخدام دعوة',
    account_created: 'إنشاء حساب',
    account_updated: 'تعديل حساب',
    role_changed: 'تغيير الدور',
    account_deactivated: 'إيقاف حساب',
    account_reactivated: 'إعادة تفعيل حساب',
    account_unlocked: 'فك قفل حساب',
    setting_changed: 'تغيير إعداد',
    reference_created: 'إضافة بيانات مرجعية',
    reference_updated: 'تعديل بيانات مرجعية',
    reference_deactivated: 'إيقاف بيانات مرجعية',
    reference_reactivated: 'إعادة تفعيل بيانات مرجعية',
    reference_imported: 'استيراد بيانات مرجعية',
  },
  en: {
    password_changed: 'Password changed',
    data_exported: 'Data exported',
    two_factor_enabled: 'Two-step verification turned on',
    two_factor_disabled: 'Two-step verification turned off',
    recovery_codes_regenerated: 'Recovery codes regenerated',
    recovery_code_used: 'Recovery code used',
    logged_in: 'Logged in',
    login_failed: 'Failed log-in',
    locked_out: 'Locked out',
    logged_out: 'Logged out',
    password_reset_forced: 'Password reset forced',
    two_factor_reset: 'Two-step verification reset',
    invitation_sent: 'Invitation sent',
    invitation_used: 'Invitation used',
    account_created: 'Account created',
    account_updated: 'Account updated',
    role_changed: 'Role changed',
    account_deactivated: 'Account deactivated',
    account_reactivated: 'Account reactivated',
    account_unlocked: 'Account unlocked',
    setting_changed: 'Setting changed',
    reference_created: 'Reference item added',
    reference_updated: 'Reference item changed',
    reference_deactivated: 'Reference item deactivated',
    reference_reactivated: 'Reference item reactivated',
    reference_imported: 'Reference data imported',
  },
} as const satisfies Record<Language, Record<AuditEventKind, string>>;

export const auditExportHeaders = {
  ar: ['الوقت', 'الحدث', 'المستخدم', 'البريد الإلكتروني', 'عنوان IP', 'المتصفح', 'نوع السجل', 'رقم السجل', 'السجل', 'التفاصيل'],
  en: ['When', 'Event', 'Who', 'E-mail', 'IP address', 'Browser', 'Record type', 'Record id', 'Record', 'Details'],
} as const satisfies Record<Language, readonly string[]>;
