import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { useStatusLabel } from '@back-office/shared/ui';
import type { ChangeValueKind } from '@back-office/shared/contract/enums';

const MONTH = /^\d{4}-\d{2}$/;
const GENDER_KEYS: Record<string, string> = { '1': 'male', '2': 'female' };

/**
 * One side of a recorded change as the rest of the client page shows that kind of value
 * (issue 15 defect 4): dates and months in the user's locale, amounts as money, statuses and
 * gender translated; text (references already arrive as names) and file names as they are.
 */
export function useChangeValue(): (value: string, kind: ChangeValueKind) => string {
  const { t } = useTranslation('clients');
  const language = useAppSelector(selectLanguage);
  const statusLabel = useStatusLabel();
  return useCallback(
    (value: string, kind: ChangeValueKind) => {
      switch (kind) {
        case 'date':
          return formatDate(value, language);
        case 'month':
          // "2029-03" (the ID's expiry month): the month and year, in the user's calendar words.
          return MONTH.test(value)
            ? new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
                new Date(`${value}-01T00:00:00Z`),
              )
            : formatDate(value, language);
        case 'money':
          return formatMoney(value, language);
        case 'number':
          return Number.isFinite(Number(value)) ? formatNumber(Number(value), language) : value;
        case 'client_status':
        case 'request_status':
          return statusLabel(value);
        case 'gender':
          return GENDER_KEYS[value] ? t(`clientForm.gender.${GENDER_KEYS[value]}`, { ns: 'common' }) : value;
        default:
          return value;
      }
    },
    [t, language, statusLabel],
  );
}
