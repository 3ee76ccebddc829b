/** Issue 16 (four eyes): the settings (FOUR_EYES_AMOUNT and FOUR_EYES_PERCENT on the API; admin pages in issue 17). */
export interface FourEyesSettings {
  /** An approved amount above this (EGP) waits for a second reviewer's confirmation. */
  amount: number;
  /** So does one that differs from the requested amount by more than this percentage. */
  percent: number;
}

/**
 * Whether approving `approved` of `requested` needs a second risk reviewer. The API decides with it
 * and the approve dialog warns with it. Compared in piasters as BigInt: twelve digits of pounds times
 * 100 piasters times 100 percent is past Number's exact range, and 20 % of 100.00 is exactly 20.00.
 */
export function needsSecondReviewer(approved: string, requested: string, { amount, percent }: FourEyesSettings): boolean {
  const piasters = (value: string | number) => BigInt(Math.round(Number(value) * 100));
  const [approvedP, requestedP] = [piasters(approved), piasters(requested)];
  if (approvedP > piasters(amount)) return true;
  const difference = requestedP > approvedP ? requestedP - approvedP : approvedP - requestedP;
  return difference * 100n > requestedP * BigInt(percent);
}
