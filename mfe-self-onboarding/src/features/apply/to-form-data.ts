import { TEXT_FIELDS, derivedIdentity, effectiveValues, expiryMonth, type ApplyValues } from './apply-values';
import { PHOTO_FIELDS, dataUrlToBlob, type PhotoSet } from '../../kit/photos/photo-set';

/**
 * SPEC §7 POST /client-self-store multipart: the staff form's fields with the derived ones (birth
 * date, age, gender, expiry) as it sends them, the consent, the honeypot as typed, the proof of
 * work, the three photos and the optional documents (issue 19).
 */
export function toFormData(values: ApplyValues, photos: PhotoSet, pow: string): FormData {
  const sent = effectiveValues(values);
  const body = new FormData();
  for (const field of TEXT_FIELDS) body.append(field, sent[field].trim());
  const derived = derivedIdentity(sent.national_id);
  body.append('NID_expired_date', expiryMonth(sent.NID_issuance_date));
  body.append('birth_date', derived?.birth_date ?? '');
  body.append('age', derived ? String(derived.age) : '');
  body.append('gender', derived?.gender ?? '');
  if (sent.consent) body.append('consent', '1');
  body.append('pow', pow);
  for (const field of PHOTO_FIELDS) {
    const photo = photos[field];
    if (photo) body.append(field, dataUrlToBlob(photo.dataUrl), photo.name);
  }
  sent.document_types.forEach((type, index) => {
    const file = photos.documents[index];
    body.append(`client_documents[${index}][document_type_id]`, type);
    if (file) body.append(`client_documents[${index}][files]`, dataUrlToBlob(file.dataUrl), file.name);
  });
  return body;
}
