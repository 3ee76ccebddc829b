import { Type } from 'typebox';

const text = (description?: string) => Type.String(description ? { description } : {});
const id = () => Type.String({ pattern: '^\\d+$' });

/** The multipart client form's fields, for the OpenAPI document (the handlers read the parts themselves). */
export const CLIENT_FORM_FIELDS = {
  client_name: text('Arabic letters and spaces'),
  national_id: text('14 digits; birth date, age and gender are derived from it'),
  NID_issuance_date: text('YYYY-MM or YYYY-MM-DD; the expiry is issuance + 7 years'),
  prime_mobile_number: text('01[0125] + 8 digits'),
  second_mobile_number: text('Optional'),
  employment_type_id: id(),
  company_name: text('Optional for Freelance'),
  monthly_income: text('Positive; optional on update'),
  title: text('Arabic'),
  company_sector: id(),
  lead_company_id: id(),
  ...Object.fromEntries(
    ['nid', 'home', 'company'].flatMap((kind) => ['governorate', 'city', 'area'].map((part) => [`${kind}_${part}_id`, id()])),
  ),
  NID_address: text(),
  home_address: text(),
  company_address: text('Arabic'),
  'client_documents[i][document_type_id]': id(),
  'client_documents[i][files]': Type.String({ format: 'binary', description: 'PDF, TXT, EML, MSG, PNG or JPEG; at most 10 MB; type checked by content and extension' }),
};
