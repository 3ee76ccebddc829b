import { Type, type TSchema } from 'typebox';

/** Field shapes many answers repeat, so their wording in the OpenAPI document stays the same everywhere. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Decimal strings, exact to the piastre (SPEC §9). */
export const Money = Type.String({ description: 'EGP, two decimals' });

export const DateTime = Type.String({ format: 'date-time' });
export const WireDate = Type.String({ format: 'date' });

export const SignedLink = Type.String({ description: 'Signed link, valid 15 minutes, opening the file without a bearer token' });
