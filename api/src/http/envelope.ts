import { Type, type TSchema } from 'typebox';

/** The wire shapes every route shares (SPEC §8: message plus optional field errors). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody])) as { [Code in Codes[number]]: typeof ErrorBody };
}

/** Routes behind authentication answer 401 without a valid token, and 422 on bad input. */
export const protectedErrors = errorResponses(401, 422);

export const Pagination = Type.Object({
  total: Type.Integer(),
  total_capped: Type.Boolean({ description: 'true when more rows matched than a search counts (1,000): total is then that cap' }),
  page: Type.Integer(),
  items_per_page: Type.Integer(),
  last_page: Type.Integer(),
});

export function dataBody<Data extends TSchema>(data: Data) {
  return Type.Object({ message: Type.Optional(Type.String()), data });
}

export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
