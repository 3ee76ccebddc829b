/**
 * The account page where an authenticator is enrolled (mfe-account). Issue 16: a person whose role
 * requires two-factor log-in and who has none is sent here after the password, and kept here.
 */
export const ENROLMENT_PATH = '/account/security';
