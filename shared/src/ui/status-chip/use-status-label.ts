import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A status in the user's language: the portal's own text follows the language toggle at
 * once, the server's label (worded when the data was fetched) only covers unknown statuses.
 */
export function useStatusLabel(): (status: string, serverLabel?: string) => string {
  const { t } = useTranslation('common');
  return useCallback((status, serverLabel) => t(`status.${status.toLowerCase()}`, { defaultValue: serverLabel ?? status }), [t]);
}
