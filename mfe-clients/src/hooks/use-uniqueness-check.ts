import { useCallback } from 'react';
import type { ClientUniquenessChecker } from '@back-office/shared/ui';
import { useLazyCheckClientUniquenessQuery } from '../api/clients-api';

/**
 * The client form's uniqueness checker for staff pages (issue 15): GET /clients/uniqueness for
 * the one field left, answering the message Save's 422 would give. On edit, `exceptId` keeps the
 * client's own numbers from counting against it. A failed call rejects, and the form says nothing.
 */
export function useUniquenessCheck(exceptId?: number): ClientUniquenessChecker {
  const [check] = useLazyCheckClientUniquenessQuery();
  return useCallback(
    async (field, value) => {
      const answer = await check({ [field]: value, ...(exceptId !== undefined && { except_id: exceptId }) }).unwrap();
      return answer.errors[field];
    },
    [check, exceptId],
  );
}
