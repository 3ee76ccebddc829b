import { useCallback } from 'react';
import type { ChangeValueKind } from '@back-office/shared/contract/enums';
import { useChangeValue } from '../use-change-value';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const AMOUNT = /^\d+(\.\d+)?$/;

/** The fields whose typed value reads better as the rest of the page shows that kind of value. */
const KINDS: Record<string, { kind: ChangeValueKind; pattern: RegExp }> = {
  birth_date: { kind: 'date', pattern: ISO_DATE },
  NID_issuance_date: { kind: 'date', pattern: ISO_DATE },
  NID_expired_date: { kind: 'month', pattern: /^\d{4}-\d{2}(-\d{2})?$/ },
  monthly_income: { kind: 'money', pattern: AMOUNT },
  gender: { kind: 'gender', pattern: /^[12]$/ },
};

/**
 * Issue 19: a matched application's field as sent, in the page's formats where its shape is the
 * expected one (dates, months, money, gender); anything else exactly as the applicant typed it.
 */
export function useApplicationValue(): (field: string, value: string) => string {
  const valueOf = useChangeValue();
  return useCallback(
    (field: string, value: string) => {
      const known = KINDS[field];
      if (!known || !known.pattern.test(value)) return value;
      return valueOf(known.kind === 'month' && !MONTH.test(value) ? value.slice(0, 7) : value, known.kind);
    },
    [valueOf],
  );
}
