import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import type { LimitRequestLogEntry } from '@back-office/shared/contract';

/** One recorded change (the contract's FieldChange, read through the log entry the barrel exports). */
type FieldChange = LimitRequestLogEntry['changes'][number];

type ChangeValue = FieldChange['old'];

/**
 * Issue 15: a logged change as a person reads it. The field's label is translated (its form
 * name when the portal has no label for it); each value reads by its kind: amounts as money,
 * statuses translated, dates and numbers in the interface's digits, names as the API sent them.
 */
export function useChangeText() {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const value = useCallback(
    (kind: FieldChange['kind'], raw: ChangeValue): string => {
      if (raw === null || raw === '') return t('details.log.empty');
      switch (kind) {
        case 'money':
          return formatMoney(raw, language);
        case 'request_status':
          return t(`statuses.request.${raw}`, { defaultValue: raw });
        case 'date':
          return formatDate(raw, language);
        case 'number':
          return Number.isFinite(Number(raw)) ? formatNumber(Number(raw), language) : raw;
        default:
          return raw;
      }
    },
    [t, language],
  );
  return useCallback(
    (change: FieldChange) => ({
      label: t(`details.log.fields.${change.field}`, { defaultValue: change.field }),
      old: value(change.kind, change.old),
      new: value(change.kind, change.new),
    }),
    [t, value],
  );
}
