import { Type, type Static } from 'typebox';
import { USER_ROLES } from './enums';

/** The signed-in staff member, as login and GET /auth/me send it. */
export const StaffUser = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Enum([...USER_ROLES]),
});
export type StaffUser = Static<typeof StaffUser>;

/**
 * GET /auth/me `data`: the user and what the screens need to know of their rights (issue 16:
 * whether their role is among EXPORT_ROLES, so the export buttons show only where they work).
 */
export const CurrentUser = Type.Object({
  ...StaffUser.properties,
  can_export: Type.Boolean(),
  /** The role requires two-factor log-in and none is enrolled: the portal shows only /account/security (issue 16). */
  enrolment_required: Type.Boolean(),
});
export type CurrentUser = Static<typeof CurrentUser>;

/**
 * POST /auth/login body, as the login form sends it (SPEC §7). `device_token` is what an earlier
 * successful log-in in this browser handed out (issue 16): failures from other devices do not lock it out.
 */
export const LoginRequest = Type.Object({
  email: Type.String(),
  password: Type.String(),
  device_token: Type.Optional(Type.String({ maxLength: 512 })),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** A session: SPEC §7's access_token and user_id are stored locally. */
export const LoginResult = Type.Object({
  access_token: Type.String(),
  user_id: Type.Integer(),
  user: StaffUser,
  /** Kept by the browser and sent with its next log-ins (issue 16). */
  device_token: Type.String(),
  /** The role requires two-factor log-in and none is enrolled: the session can do nothing but enrol (issue 16). */
  enrolment_required: Type.Boolean(),
});
export type LoginResult = Static<typeof LoginResult>;

/** The password was right and the account has an authenticator: the code comes next (issue 16). Not a session. */
export const LoginChallenge = Type.Object({
  challenge_token: Type.String(),
  second_factor: Type.Literal('totp'),
  expires_in_seconds: Type.Integer(),
});
export type LoginChallenge = Static<typeof LoginChallenge>;

/** POST /auth/login `data`: a session, or the second step to take first. */
export const LoginOutcome = Type.Union([LoginResult, LoginChallenge]);
export type LoginOutcome = Static<typeof LoginOutcome>;

/** POST /auth/login/second-factor body: the challenge and an authenticator code, or a recovery code instead. */
export const SecondFactorRequest = Type.Object({
  challenge_token: Type.String({ maxLength: 128 }),
  code: Type.Optional(Type.String({ maxLength: 64 })),
  recovery_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SecondFactorRequest = Static<typeof SecondFactorRequest>;
