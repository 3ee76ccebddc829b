import type { EmploymentType } from './client-form-types';

/** The API names employment types in the request's language. */
const FREELANCE_NAMES = new Set(['freelance', 'عمل حر']);

/** The employment type whose clients need no company name (SPEC §5). */
export function findFreelanceId(types: EmploymentType[]): number | undefined {
  const flagged = types.find((type) => type.is_freelance);
  return (flagged ?? types.find((type) => FREELANCE_NAMES.has(type.name.trim().toLowerCase())))?.id;
}
