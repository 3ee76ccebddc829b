import { randomInt } from 'node:crypto';
import { APPLICATION_REFERENCE_PATTERN } from '@back-office/shared/contract';

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PATTERN = new RegExp(APPLICATION_REFERENCE_PATTERN);

/**
 * Issue 19: a new application reference, SO-XXXXX-XXXXX: 50 random bits from the operating system's
 * generator, so it tells nothing of how many applications or clients there are and cannot be guessed.
 */
export function newApplicationReference(): string {
  const characters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `SO-${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/**
 * A reference as someone typed it, in the stored form: any case, spaces or dashes anywhere, and
 * Crockford's look-alikes read as the digits they stand for (O as 0, I and L as 1). Undefined when it
 * cannot be a reference at all.
 */
export function normaliseApplicationReference(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (!compact.startsWith('SO')) return undefined;
  const body = compact.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
  const reference = `SO-${body.slice(0, 5)}-${body.slice(5)}`;
  return body.length === 10 && PATTERN.test(reference) ? reference : undefined;
}
