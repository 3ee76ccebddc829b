/** The whole name before the @ counts from this many characters ("al" is in too many words). */
const MIN_NAME_LENGTH = 3;
/** Each part of a dotted name ("mona.hassan") counts from this many characters. */
const MIN_PART_LENGTH = 4;

/**
 * Issue 16: a password may not contain the person's e-mail name (the part before the @), in
 * any case, nor any of its parts split on . _ - of at least four characters: it is the first
 * thing anyone who knows the address tries.
 */
export function containsEmailName(password: string, email: string | undefined): boolean {
  const name = email?.split('@')[0]?.trim().toLowerCase() ?? '';
  if ([...name].length < MIN_NAME_LENGTH) return false;
  const typed = password.toLowerCase();
  if (typed.includes(name)) return true;
  return name
    .split(/[._-]+/)
    .filter((part) => [...part].length >= MIN_PART_LENGTH)
    .some((part) => typed.includes(part));
}
