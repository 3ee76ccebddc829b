/** A request is approved for an amount only once the amount is above zero; new ones carry 0.00 or nothing. */
export function approvedAmount(approvedLimit: string | null): string | null {
  return approvedLimit && Number(approvedLimit) > 0 ? approvedLimit : null;
}
