import type { DocumentKind } from '../../db/schema';

/** The camera captures of the form, each stored as a verification document. */
export const CAPTURE_FIELDS = ['front_image', 'back_image', 'selfie'] as const;
export type CaptureField = (typeof CAPTURE_FIELDS)[number];

/**
 * Which verification type holds which capture, by the seeded English name: the names are
 * unique (an index says so) and ship with the reference data, so no column is needed.
 */
export const CAPTURE_TYPE_NAMES: Record<CaptureField, string> = {
  front_image: 'ID Card (Front)',
  back_image: 'ID Card (Back)',
  selfie: 'Selfie',
};

export function captureOf(type: { kind: DocumentKind; nameEn: string }): CaptureField | null {
  if (type.kind !== 'verification') return null;
  return CAPTURE_FIELDS.find((field) => CAPTURE_TYPE_NAMES[field] === type.nameEn) ?? null;
}
