import type { StaffLanguage } from '@back-office/shared/contract';
import type { SetPasswordPurpose } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { SET_PASSWORD_LINK_HOURS } from '../repositories/staff/set-password-tokens-repository';

/**
 * Issue 17: the invitation (or forced reset) mail, in the language the administrator chose for the
 * person. The link is the only way in: it is valid 24 hours and once.
 */
export function setPasswordMail(
  language: StaffLanguage,
  purpose: SetPasswordPurpose,
  person: { name: string; email: string },
  link: string,
): MailMessage {
  const hours = SET_PASSWORD_LINK_HOURS;
  if (language === 'en') {
    return {
      to: person.email,
      subject: purpose === 'invite' ? 'Your back-office account' : 'Set a new password',
      text: [
        `Hello ${person.name},`,
        '',
        purpose === 'invite'
          ? 'An account was created for you on the back office. Set your password with this link:'
          : 'Your administrator asked you to set a new password. Your old password no longer works. Set a new one with this link:',
        link,
        '',
        `The link works once and for ${hours} hours. Do not share it with anyone.`,
        'If you did not expect this message, tell your administrator.',
        '',
      ].join('\n'),
    };
  }
  return {
    to: person.email,
    subject: purpose === 'invite' ? 'حسابك في نظام الإدارة' : 'تعيين كلمة مرور جديدة',
    text: [
      `مرحبًا ${person.name}،`,
      '',
      purpose === 'invite'
        ? 'تم إنشاء حساب لك في نظام الإدارة. عيّن كلمة المرور الخاصة بك من هذا الرابط:'
        : 'طلب مدير النظام تعيين كلمة مرور جديدة لحسابك، ولم تعد كلمة المرور السابقة تعمل. عيّن كلمة مرور جديدة من هذا الرابط:',
      link,
      '',
      `الرابط صالح لمرة واحدة ولمدة ${hours} ساعة. لا تشاركه مع أحد.`,
      'إذا لم تكن تتوقع هذه الرسالة فأبلغ مدير النظام.',
      '',
    ].join('\n'),
  };
}
