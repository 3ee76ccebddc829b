import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@back-office/shared/ui';

/**
 * Consent to processing under Egypt's Personal Data Protection Law; no application without
 * it. The refusal is the rules module's key, the one the server answers with too.
 */
export function ConsentField() {
  const { t } = useTranslation(['selfOnboarding', 'rules']);
  const requireConsent = useCallback((checked: boolean | undefined) => (checked ? undefined : t('rules:clients.consentRequired')), [t]);
  return <CheckboxField name="consent" label={t('consent')} required validate={requireConsent} />;
}
