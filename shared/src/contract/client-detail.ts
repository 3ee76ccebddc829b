import { Type, type Static } from 'typebox';
import { ClientListItem, ClientSourceSchema } from './clients';
import { CLIENT_HISTORY_ACTIONS, GENDERS } from './enums';
import { IdName } from './envelope';
import { DateTime, FieldChange, Nullable, SignedLink, WireDate } from './fields';

const NullableIdName = Nullable(IdName);

/** One address of a client; every part is null until the form fills it. */
export const ClientAddress = Type.Object({
  address: Nullable(Type.String()),
  governorate: NullableIdName,
  city: NullableIdName,
  area: NullableIdName,
});
export type ClientAddress = Static<typeof ClientAddress>;

export const ClientCompanyAddress = Type.Interface([ClientAddress], { company_name: Nullable(Type.String()) });
export type ClientCompanyAddress = Static<typeof ClientCompanyAddress>;

export const ClientFile = Type.Object({
  id: Type.Integer(),
  path: SignedLink,
  type: Type.String({ description: 'MIME type, decided from the content' }),
  document: IdName,
});
export type ClientFile = Static<typeof ClientFile>;

export const ClientHistoryEntry = Type.Object({
  id: Type.Integer(),
  action: Type.Enum([...CLIENT_HISTORY_ACTIONS]),
  actor: Nullable(Type.String()),
  at: DateTime,
  changes: Type.Array(FieldChange),
});
export type ClientHistoryEntry = Static<typeof ClientHistoryEntry>;

/** SPEC §3 "Client (detail)": the list item plus identity, employment, addresses, files and history. */
export const ClientDetail = Type.Interface([ClientListItem], {
  phone_2: Nullable(Type.String()),
  NID_issuance_date: Nullable(WireDate),
  NID_expired_date: Nullable(WireDate),
  employment_type_id: Nullable(Type.Integer()),
  lead_company_id: Nullable(Type.Integer()),
  company_sector_id: Nullable(Type.Integer()),
  company_name: Nullable(Type.String()),
  monthly_income: Nullable(Type.String({ description: 'EGP, two decimals' })),
  birth_date: Nullable(WireDate),
  age: Nullable(Type.Integer({ description: 'Whole years today, from the birth date' })),
  gender: Nullable(Type.Enum([...GENDERS], { description: '1 male, 2 female' })),
  source: ClientSourceSchema,
  addresses: Type.Object({ current_home: ClientAddress, nid: ClientAddress, company: ClientCompanyAddress }),
  client_files: Type.Array(ClientFile),
  history: Type.Array(ClientHistoryEntry, { description: 'Newest first' }),
  version: Type.Integer({ description: 'Send back as If-Match with an edit (issue 16): a stale view then gets 409' }),
});
export type ClientDetail = Static<typeof ClientDetail>;

/** GET /clients/{id} `data`: the client and the lists its labels are read from. */
export const ClientDetailData = Type.Object({
  client: ClientDetail,
  employment_types: Type.Array(IdName),
  lead_companies: Type.Array(IdName),
  company_sectors: Type.Array(IdName),
});
export type ClientDetailData = Static<typeof ClientDetailData>;

export const ClientDocument = Type.Object({
  id: Type.Integer(),
  document_type: IdName,
  file_path: Type.String({ description: 'Signed link, valid 15 minutes' }),
  mime_type: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  uploaded_at: DateTime,
});
export type ClientDocument = Static<typeof ClientDocument>;

/** GET /clients/documents/{id} `data`. */
export const ClientDocumentsData = Type.Object({ documents: Type.Array(ClientDocument) });
export type ClientDocumentsData = Static<typeof ClientDocumentsData>;

/** GET /clients/submit/{id} `data`: submitting is one-way. */
export const ClientSubmitted = Type.Object({ client: Type.Object({ id: Type.Integer(), is_submited: Type.Boolean() }) });
export type ClientSubmitted = Static<typeof ClientSubmitted>;
