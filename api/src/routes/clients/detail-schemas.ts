import { Type, type TSchema } from 'typebox';
import { dataBody, errorResponses, IdName } from '../../http/envelope';
import { ClientListItem } from './schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableIdName = Nullable(IdName);

export const ClientIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

const Address = Type.Object({ address: Nullable(Type.String()), governorate: NullableIdName, city: NullableIdName, area: NullableIdName });

export const ClientFile = Type.Object({
  id: Type.Integer(),
  path: Type.String({ description: 'Signed link, valid 15 minutes, opening the file without a bearer token' }),
  type: Type.String({ description: 'MIME type, decided from the content' }),
  document: IdName,
});

const HistoryEntry = Type.Object({
  id: Type.Integer(),
  action: Type.Enum(['created', 'updated', 'submitted']),
  actor: Nullable(Type.String()),
  at: Type.String({ format: 'date-time' }),
  changes: Type.Array(Type.Object({ field: Type.String(), old: Nullable(Type.String()), new: Nullable(Type.String()) })),
});

const ClientDetail = Type.Interface([ClientListItem], {
    phone_2: Nullable(Type.String()),
    NID_issuance_date: Nullable(Type.String({ format: 'date' })),
    NID_expired_date: Nullable(Type.String({ format: 'date' })),
    employment_type_id: Nullable(Type.Integer()),
    lead_company_id: Nullable(Type.Integer()),
    company_sector_id: Nullable(Type.Integer()),
    company_name: Nullable(Type.String()),
    monthly_income: Nullable(Type.String({ description: 'EGP, two decimals' })),
    birth_date: Nullable(Type.String({ format: 'date' })),
    age: Nullable(Type.Integer({ description: 'Whole years today, from the birth date' })),
    gender: Nullable(Type.Enum(['1', '2'], { description: '1 male, 2 female' })),
    source: Type.Enum(['staff', 'self_onboarding']),
    created_at: Type.String({ format: 'date-time' }),
    addresses: Type.Object({
      current_home: Address,
      nid: Address,
      company: Type.Interface([Address], { company_name: Nullable(Type.String()) }),
    }),
    client_files: Type.Array(ClientFile),
    history: Type.Array(HistoryEntry, { description: 'Newest first' }),
});

export const showSchema = {
  tags: ['clients'],
  params: ClientIdParams,
  response: {
    200: dataBody(
      Type.Object({
        client: ClientDetail,
        employment_types: Type.Array(IdName),
        lead_companies: Type.Array(IdName),
        company_sectors: Type.Array(IdName),
      }),
    ),
    ...errorResponses(401, 404, 422),
  },
};

export const documentsSchema = {
  tags: ['clients'],
  params: ClientIdParams,
  response: {
    200: dataBody(
      Type.Object({
        documents: Type.Array(
          Type.Object({
            id: Type.Integer(),
            document_type: IdName,
            file_path: Type.String({ description: 'Signed link, valid 15 minutes' }),
            mime_type: Type.String(),
            size: Type.Integer({ description: 'Bytes' }),
            uploaded_at: Type.String({ format: 'date-time' }),
          }),
        ),
      }),
    ),
    ...errorResponses(401, 404, 422),
  },
};

export const submitSchema = {
  tags: ['clients'],
  description: 'One-way; submitting a submitted client changes nothing and succeeds.',
  params: ClientIdParams,
  response: { 200: dataBody(Type.Object({ client: Type.Object({ id: Type.Integer(), is_submited: Type.Boolean() }) })), ...errorResponses(401, 404, 422) },
};
