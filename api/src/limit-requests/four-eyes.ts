import type { FourEyesConfig } from '../config/four-eyes-config';

/**
 * Issue 16 (four eyes): an approval needs a second risk reviewer when the approved amount is above
 * FOUR_EYES_AMOUNT, or differs from the requested amount by more than FOUR_EYES_PERCENT percent.
 * Compared in piasters (whole numbers), so 20 % of 100.00 is exactly 20.00, with no rounding surprise.
 */
export function needsSecondReviewer(approved: string, requested: string, config: FourEyesConfig): boolean {
  // BigInt: 12 digits of pounds times 100 piasters times 100 percent is past Number's exact range.
  const piasters = (amount: string | number) => BigInt(Math.round(Number(amount) * 100));
  const [approvedP, requestedP] = [piasters(approved), piasters(requested)];
  if (approvedP > piasters(config.fourEyesAmount)) return true;
  const difference = requestedP > approvedP ? requestedP - approvedP : approvedP - requestedP;
  return difference * 100n > requestedP * BigInt(config.fourEyesPercent);
}
