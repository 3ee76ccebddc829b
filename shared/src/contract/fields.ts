import { Type, type Static, type TSchema } from 'typebox';
import { MAX_LENGTH } from '../rules/field-limits';
import { CHANGE_VALUE_KINDS, SORT_DIRECTIONS } from './enums';

/** Field shapes many answers repeat, so their wording in the OpenAPI document stays the same everywhere. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Decimal strings, exact to the piastre (SPEC §9). */
export const Money = Type.String({ description: 'EGP, two decimals' });

export const DateTime = Type.String({ format: 'date-time' });
export const WireDate = Type.String({ format: 'date' });

export const SignedLink = Type.String({ description: 'Signed link, valid 15 minutes, opening the file without a bearer token' });

/**
 * One recorded change of a field: client history and the limit-request activity log. `field` is the
 * form's field name (the screens translate it); references arrive as names, never ids.
 */
export const FieldChange = Type.Object({
  field: Type.String({ description: "The form's field name, e.g. home_city_id, requested_limit" }),
  old: Nullable(Type.String()),
  new: Nullable(Type.String()),
  kind: Type.Enum([...CHANGE_VALUE_KINDS], { description: 'How old and new read: names as text, ISO dates, EGP amounts, enum values' }),
});
export type FieldChange = Static<typeof FieldChange>;

export const SortDirectionSchema = Type.Enum([...SORT_DIRECTIONS], { default: 'desc' });

/** Free text a person writes beside a decision or on a request (comments, approve and reject notes). */
export const CommentText = Type.String({ minLength: 1, maxLength: MAX_LENGTH.comment });
