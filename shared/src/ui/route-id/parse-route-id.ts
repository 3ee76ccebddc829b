/** Canonical decimal digits of a positive whole number: no sign, no leading zero, no spaces, no exponent. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * A route parameter as a record id, or undefined when it does not name one. One rule for every
 * page: only the way an id is written in the portal's own links counts, so `" 5"`, `"1e3"`,
 * `"05"`, `"0"`, `"-1"` and `"5.0"` are all refused (SPEC §8: a non-numeric id is invalid).
 */
export function parseRouteId(param: string | undefined): number | undefined {
  if (param === undefined || !CANONICAL_ID.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
