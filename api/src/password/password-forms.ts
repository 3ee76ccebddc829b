import type { FormTable } from '../http/multipart-form';

/** SPEC §7 password change forms: multipart, text fields only (a file sent along is drained unread). */
const newPassword = { new_password: { kind: 'text' }, new_password_confirmation: { kind: 'text' } } satisfies FormTable;
const token = { password_change_token: { kind: 'text' } } satisfies FormTable;

export const CHANGE_REQUEST_FORM = { current_password: { kind: 'text' }, ...newPassword } satisfies FormTable;
export const RESEND_FORM = token;
export const VERIFY_FORM = { otp: { kind: 'text' }, ...token, ...newPassword } satisfies FormTable;
