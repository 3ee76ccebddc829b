import type { MailMessage } from '../mail/mailer';
import { OTP_LIFETIME_SECONDS } from './otp';

/** One message in both product languages: the server does not know which one the reader prefers. */
export function passwordCodeMail(to: string, code: string): MailMessage {
  const minutes = OTP_LIFETIME_SECONDS / 60;
  return {
    to,
    subject: 'رمز تغيير كلمة المرور | Password change code',
    text: [
      `رمز تغيير كلمة المرور: ${code}`,
      `الرمز صالح لمدة ${minutes} دقائق ولمرة واحدة. لا تشاركه مع أحد.`,
      'إذا لم تطلب تغيير كلمة المرور فتجاهل هذه الرسالة وأبلغ مسؤول النظام.',
      '',
      `Your password change code: ${code}`,
      `It is valid for ${minutes} minutes and for one use. Do not share it with anyone.`,
      'If you did not ask to change your password, ignore this message and tell your administrator.',
      '',
    ].join('\n'),
  };
}
