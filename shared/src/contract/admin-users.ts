import { Type, type Static } from 'typebox';
import { MAX_LENGTH } from '../rules/field-limits';
import { USER_ROLES } from './enums';
import { DateTime, Nullable } from './fields';

/**
 * Issue 17, staff accounts (/api/admin/users) and the public set-password link an invitation or
 * a forced reset mails. The administrator never sees nor types anyone's password.
 */

export const STAFF_LANGUAGES = ['ar', 'en'] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

export const STAFF_PAGE_SIZES = [10, 25, 50, 100];
export const STAFF_DEFAULT_PAGE_SIZE = 25;
/** E-mail addresses longer than this are refused (RFC 5321's path limit). */
export const STAFF_EMAIL_MAX_LENGTH = 254;

const RoleSchema = Type.Enum([...USER_ROLES]);
const LanguageSchema = Type.Enum([...STAFF_LANGUAGES], { description: 'The language of the mails this person gets' });
const YesNo = (description: string) => Type.Optional(Type.Enum(['true', 'false'], { description }));

/** Staff ids are PostgreSQL `integer`s: a larger number can name no account (404, never a 500). */
export const StaffIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type StaffIdParams = Static<typeof StaffIdParams>;

/** GET /admin/users. */
export const StaffListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  items_per_page: Type.Optional(Type.Integer({ enum: STAFF_PAGE_SIZES, default: STAFF_DEFAULT_PAGE_SIZE })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name or the e-mail, any case' })),
  role: Type.Optional(RoleSchema),
  active: YesNo('true: active accounts only; false: deactivated ones only'),
  locked: YesNo('true: accounts locked out now; false: the others'),
});
export type StaffListQuery = Static<typeof StaffListQuery>;

/** One staff account as the list and the person's page show it. */
export const StaffMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  language: LanguageSchema,
  active: Type.Boolean(),
  locked: Type.Boolean({ description: 'Locked out of log-in now (too many failures)' }),
  locked_until: Nullable(DateTime),
  last_login_at: Nullable(DateTime),
  invitation_pending: Type.Boolean({ description: 'No password was ever set: the invitation link was not used yet' }),
  two_factor_enabled: Type.Boolean(),
  created_at: DateTime,
});
export type StaffMember = Static<typeof StaffMember>;

export const StaffList = Type.Array(StaffMember);
export type StaffList = Static<typeof StaffList>;

/** POST /admin/users: the new person gets an invitation mail to set their own password. */
export const StaffCreateRequest = Type.Object({
  name: Type.String({ maxLength: MAX_LENGTH.personName }),
  email: Type.String({ maxLength: STAFF_EMAIL_MAX_LENGTH }),
  role: RoleSchema,
  language: LanguageSchema,
});
export type StaffCreateRequest = Static<typeof StaffCreateRequest>;

/** PATCH /admin/users/{id}: only what is sent changes. */
export const StaffUpdateRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: MAX_LENGTH.personName })),
  role: Type.Optional(RoleSchema),
  language: Type.Optional(LanguageSchema),
});
export type StaffUpdateRequest = Static<typeof StaffUpdateRequest>;

/** GET /password/set?token=: whom the link is for, to greet them. */
export const SetPasswordQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type SetPasswordQuery = Static<typeof SetPasswordQuery>;

export const SetPasswordLink = Type.Object({
  name: Type.String(),
  email: Type.String(),
  purpose: Type.Enum(['invite', 'reset'], { description: 'invite: a new account; reset: an administrator asked for a new password' }),
});
export type SetPasswordLink = Static<typeof SetPasswordLink>;

/** POST /password/set. */
export const SetPasswordRequest = Type.Object({
  token: Type.String({ maxLength: 200 }),
  new_password: Type.String({
    maxLength: 1000,
    description: '8 to 128 characters with an uppercase and a lowercase letter, a digit and a special character; not a common password',
  }),
  new_password_confirmation: Type.String({ maxLength: 1000 }),
});
export type SetPasswordRequest = Static<typeof SetPasswordRequest>;
