import { Type } from 'typebox';
import { AppError } from './app-error';

/** `If-Match: "3"` (or W/"3", or 3): the version of the record the person saw; undefined when absent or not a version. */
export function seenVersion(header: string | undefined): number | undefined {
  const match = header?.trim().match(/^(?:W\/)?"?(\d{1,9})"?$/);
  return match ? Number(match[1]) : undefined;
}

/**
 * Issue 16: every edit of a client or a limit request names the version it was made on, as
 * actions already do; an edit without one would overwrite whatever happened since, so it is
 * refused (428 Precondition Required, RFC 6585) rather than taken.
 */
export function requiredVersion(header: string | undefined): number {
  const version = seenVersion(header);
  if (version === undefined) throw new AppError(428, 'versionRequired');
  return version;
}

/** The documented header of an edit route. */
export const IfMatchHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      description: 'The `version` the edit was made on, e.g. "3". Without it 428; a stale one 409 and nothing is written.',
    }),
  ),
});
