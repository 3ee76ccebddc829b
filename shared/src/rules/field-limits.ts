/**
 * Issue 16: the one place that says how long a text and how large a number may be. The forms'
 * rules, the API (the same rules), the wire contract's maxLength and the database's CHECK
 * constraints all read these, so a value the screen accepts is one the database can hold and a
 * value the database cannot hold is a translated field error, never a 500.
 *
 * Lengths are what a lender's paperwork needs: a full Egyptian four-part name fits in 100
 * characters, an address line with building, street, district and landmark in 250.
 * This file imports nothing: the database schema reads it too.
 */
export const MAX_LENGTH = {
  /** Client name and the relative's name. */
  personName: 100,
  /** Job title. */
  title: 100,
  companyName: 150,
  /** Each address line: national ID, current home, company. */
  address: 250,
  /** Client and request codes (generated; the request form echoes its own). */
  code: 30,
  /** A comment or a note written with an action (issue 15). */
  comment: 2000,
} as const;

/** numeric(14, 2) holds twelve whole digits and two decimals. */
export const AMOUNT_WHOLE_DIGITS = 12;
export const AMOUNT_DECIMALS = 2;
export const MAX_AMOUNT = 999_999_999_999.99;

/** An amount as typed: digits, optionally a dot and one or two decimals, within numeric(14, 2). */
export const STORABLE_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** Ids of int4 columns (lookups, merchants, users). */
export const MAX_INT4 = 2_147_483_647;

/** Whether `value`, trimmed, is longer than `max` characters (code points, as PostgreSQL's char_length counts). */
export const tooLong = (value: unknown, max: number) => value !== undefined && value !== null && [...String(value).trim()].length > max;
