import { Type, type Static } from 'typebox';

/** GET /two-factor/status `data`: the account page's security section (issue 16). */
export const TwoFactorStatus = Type.Object({
  enabled: Type.Boolean(),
  /** The person's role requires it (the two-factor roles of /admin/settings, issue 17; TOTP_REQUIRED_ROLES by default). */
  required: Type.Boolean(),
  recovery_codes_left: Type.Integer(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/**
 * POST /two-factor/enrolment `data`: the new secret, shown only until it is confirmed — as the
 * otpauth:// URI, the same as text for typing in (base32), and a QR code drawn by the server (SVG).
 */
export const TwoFactorEnrolment = Type.Object({
  otpauth_uri: Type.String(),
  secret: Type.String(),
  qr_svg: Type.String(),
});
export type TwoFactorEnrolment = Static<typeof TwoFactorEnrolment>;

/** A current authenticator code: confirming the enrolment, or regenerating recovery codes. */
export const TwoFactorCodeRequest = Type.Object({ code: Type.String({ maxLength: 64 }) });
export type TwoFactorCodeRequest = Static<typeof TwoFactorCodeRequest>;

/** Ten single-use recovery codes, shown this once; only their hashes are kept. */
export const RecoveryCodes = Type.Object({ recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** POST /two-factor/disable body: the password and a current code. */
export const DisableTwoFactorRequest = Type.Object({
  password: Type.String({ maxLength: 1024 }),
  code: Type.String({ maxLength: 64 }),
});
export type DisableTwoFactorRequest = Static<typeof DisableTwoFactorRequest>;
