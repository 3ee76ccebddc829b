import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../rules/types';

/** Turns the rules module's keys into the current language's text, one list per field. */
export function useTranslateRules(): (errors: FieldErrors) => Record<string, string[]> {
  const { t } = useTranslation('rules');
  return useCallback(
    (errors) => Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => t(key))])),
    [t],
  );
}
