import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Who fills the form in: staff about a client, or an applicant about themself (self-onboarding). */
export type ClientFormAudience = 'staff' | 'applicant';

const AudienceContext = createContext<ClientFormAudience>('staff');

/** Set once by ClientForm, read by its sections. */
export const ClientFormAudienceProvider = AudienceContext.Provider;

type WordingGroup = 'fields' | 'sections' | 'hints';

/**
 * The client form's labels, section titles and hints for its audience. Issue 15: the public
 * form speaks to the applicant ("Your full name", "Where you work"); a text with no applicant
 * wording of its own reads as for staff.
 */
export function useClientFormWording() {
  const { t } = useTranslation('common');
  const audience = useContext(AudienceContext);
  const pick = useCallback(
    (group: WordingGroup, key: string) =>
      audience === 'applicant'
        ? t([`clientForm.applicant.${group}.${key}`, `clientForm.${group}.${key}`])
        : t(`clientForm.${group}.${key}`),
    [audience, t],
  );
  return {
    field: (key: string) => pick('fields', key),
    section: (key: string) => pick('sections', key),
    hint: (key: string) => pick('hints', key),
  };
}
