import { Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { useLimitRequestsQuery } from './use-limit-requests-query';

/** How many requests match the filters across all pages; said again when filtering changes it, and not said beside a load error. */
export function TotalRequests() {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const { data, isError } = useLimitRequestsQuery();
  const pagination = data?.pagination;
  // Issue 15: after a failed load the last answer is still cached; its count would describe other filters.
  if (!pagination || isError) return null;
  return (
    <Text as="p" weight="semibold" aria-live="polite">
      {t(pagination.total_capped ? 'list.totalRequestsMoreThan' : 'list.totalRequests', {
        total: formatNumber(pagination.total, language),
      })}
    </Text>
  );
}
