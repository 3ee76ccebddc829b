import { validateClient, type FieldErrors } from '@back-office/shared/rules';
import { effectiveValues, type ApplyValues } from './apply-values';
import type { PhotoSet } from '../../kit/photos/photo-set';
import { PHOTO_FIELDS } from '../../kit/photos/photo-set';
import { stepOfField, type StepId } from './steps';

export interface ApplicationRuleOptions {
  freelanceEmploymentTypeId?: number;
  today?: Date;
}

/**
 * Every SPEC §5 rule on the application, as shared rule keys per field (the same rules the API
 * applies), plus what only the public form asks: the three photos and the consent. The derived
 * expiry has no field of its own here, so its error shows under the issuance date.
 */
export function validateApplication(values: ApplyValues, photos: PhotoSet, options: ApplicationRuleOptions = {}): FieldErrors {
  const sent = effectiveValues(values);
  const errors = validateClient(
    {
      ...sent,
      client_documents: sent.document_types.map((type, index) => ({ document_type_id: type, files: photos.documents[index] })),
    },
    { mode: 'create', ...options },
  );
  if (errors.NID_expired_date) {
    errors.NID_issuance_date = [...(errors.NID_issuance_date ?? []), ...errors.NID_expired_date].filter(
      (key, index, all) => all.indexOf(key) === index,
    );
    delete errors.NID_expired_date;
  }
  if (values.home_same) for (const part of ['governorate_id', 'city_id', 'area_id']) delete errors[`home_${part}`];
  if (values.home_same) delete errors.home_address;
  for (const field of PHOTO_FIELDS) if (!photos[field]) errors[field] = ['common.fieldRequired'];
  if (!values.consent) errors.consent = ['clients.consentRequired'];
  return errors;
}

export function errorsOfStep(errors: FieldErrors, step: StepId): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step));
}

/** The employment type whose clients name no company (SPEC §5); the API names it in the asked language. */
export function findFreelanceId(types: { id: number; name: string; is_freelance?: boolean }[]): number | undefined {
  const flagged = types.find((type) => type.is_freelance);
  return (flagged ?? types.find((type) => ['freelance', 'عمل حر'].includes(type.name.trim().toLowerCase())))?.id;
}
