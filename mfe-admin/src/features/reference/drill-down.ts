import { useFluent } from '@back-office/shared/fluent-core';

/** A parent id from the address, or undefined when it is missing or not a positive whole number. */
export function parentId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The page's writing direction, so a "back" arrow points the way back. */
export const useDirection = () => useFluent().dir;
