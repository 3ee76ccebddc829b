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
export const CurrentUser = Type.Object({ ...StaffUser.properties, can_export: Type.Boolean() });
export type CurrentUser = Static<typeof CurrentUser>;

/** POST /auth/login body, as the login form sends it (SPEC §7). */
export const LoginRequest = Type.Object({ email: Type.String(), password: Type.String() });
export type LoginRequest = Static<typeof LoginRequest>;

/** POST /auth/login `data` (SPEC §7: access_token and user_id are stored locally). */
export const LoginResult = Type.Object({ access_token: Type.String(), user_id: Type.Integer(), user: StaffUser });
export type LoginResult = Static<typeof LoginResult>;
