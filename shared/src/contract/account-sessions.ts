import { Type, type Static } from 'typebox';

/** One of my signed-in sessions, as GET /account/sessions lists it (issue 16). */
export const AccountSession = Type.Object({
  id: Type.Integer(),
  /** Browser and version read from the User-Agent at sign-in (e.g. "Chrome 131"); null when unknown. */
  browser: Type.Union([Type.String(), Type.Null()]),
  /** Operating system read from the same header (e.g. "Android 14"); null when unknown. */
  system: Type.Union([Type.String(), Type.Null()]),
  ip: Type.Union([Type.String(), Type.Null()]),
  started_at: Type.String({ format: 'date-time' }),
  last_seen_at: Type.String({ format: 'date-time' }),
  /** The session this request came with: ended by logging out, not from the list. */
  current: Type.Boolean(),
});
export type AccountSession = Static<typeof AccountSession>;

export const AccountSessionsData = Type.Array(AccountSession);
export type AccountSessionsData = Static<typeof AccountSessionsData>;

/** POST /account/sessions/end-others `data`: how many sessions were ended. */
export const EndedSessions = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type EndedSessions = Static<typeof EndedSessions>;
