import { ErrorBody } from '@back-office/shared/contract';

/** Per-status error answers for a route's `response` map (SPEC §8: message plus optional field errors). */
export function errorResponses<const Codes extends readonly number[]>(...codes: Codes) {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody])) as { [Code in Codes[number]]: typeof ErrorBody };
}

/** Routes behind authentication answer 401 without a valid token, and 422 on bad input. */
export const protectedErrors = errorResponses(401, 422);
