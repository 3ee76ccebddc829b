import type { TextKey } from '../../kit/texts-en';

export const STEPS = ['identity', 'address', 'work', 'photos', 'review'] as const;
export type StepId = (typeof STEPS)[number];

export const stepTitle = (step: StepId): TextKey => `steps.${step}`;

/** SPEC §3: what the applicant types, by step (sent as they are, see apply-values.ts). */
export const TYPED_FIELDS = {
  identity: ['client_name', 'national_id', 'NID_issuance_date', 'prime_mobile_number', 'second_mobile_number'],
  address: [
    'nid_governorate_id',
    'nid_city_id',
    'nid_area_id',
    'NID_address',
    'home_governorate_id',
    'home_city_id',
    'home_area_id',
    'home_address',
  ],
  work: [
    'employment_type_id',
    'company_name',
    'title',
    'company_sector',
    'monthly_income',
    'company_governorate_id',
    'company_city_id',
    'company_area_id',
    'company_address',
  ],
  photos: [],
  // The bots' trap: typed by nobody but them.
  review: ['website'],
} as const satisfies Record<StepId, readonly string[]>;

/** Shown but not typed: read from the ID number, the photos and the consent box. */
const OTHER_FIELDS: Record<StepId, readonly string[]> = {
  identity: ['NID_expired_date', 'birth_date', 'age', 'gender'],
  address: [],
  work: [],
  photos: ['front_image', 'back_image', 'selfie'],
  review: ['consent'],
};

/** Which step each field is on, so an error (ours or the server's 422) goes back to its step. */
const onStep = (step: StepId, field: string) =>
  (TYPED_FIELDS[step] as readonly string[]).includes(field) || OTHER_FIELDS[step].includes(field);

/** Undefined for a field no step shows (the server's message then goes to the send alert). */
export function stepOfField(field: string): StepId | undefined {
  if (field.startsWith('client_documents')) return 'photos';
  return STEPS.find((step) => onStep(step, field));
}
