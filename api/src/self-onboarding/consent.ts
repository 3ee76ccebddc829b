/**
 * The version of the consent text the public form shows. Stored with each application,
 * so it stays known which wording an applicant agreed to after the text changes.
 */
export const CONSENT_VERSION = '2026-11';

/** A ticked checkbox, however the page encodes it. */
export function consentGiven(value: string | undefined): boolean {
  return ['1', 'true', 'on', 'yes'].includes(value?.trim().toLowerCase() ?? '');
}
