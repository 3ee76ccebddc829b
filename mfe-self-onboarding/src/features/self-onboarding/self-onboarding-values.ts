import { toClientFormData, type ClientFormValues } from '@back-office/shared/ui';

/** The client form plus what only a visitor's application carries. */
export interface SelfOnboardingValues extends ClientFormValues {
  consent?: boolean;
  /** Honeypot: people never see it, so anything in it was typed by a bot. */
  website?: string;
}

/** SPEC §7 POST /client-self-store: the client's multipart, the consent, and the honeypot as typed. */
export function toSelfStoreFormData(values: SelfOnboardingValues): FormData {
  const body = toClientFormData(values, 'self');
  if (values.consent) body.append('consent', '1');
  body.append('website', values.website ?? '');
  return body;
}
