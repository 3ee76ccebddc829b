import { Type, type TSchema } from 'typebox';
import { DECISION_STATUSES, limitRequestStatus } from '../../db/schema';
import { IdName } from '../../http/envelope';
import { ActionOption } from './schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = Type.String({ description: 'EGP, two decimals' });
const SignedLink = Type.String({ description: 'Signed link, valid 15 minutes, opening the file without a bearer token' });

export const StoredDocument = Type.Object({
  id: Type.Integer(),
  type: Type.String({ description: "The document type's name in the request's language" }),
  document_type_id: Type.Integer(),
  path: SignedLink,
  file_name: Type.String(),
  mime_type: Type.String({ description: 'Decided from the content' }),
  size: Type.Integer({ description: 'Bytes' }),
});

const Address = Type.Object({ address: Type.String(), governorate: Nullable(IdName), city: Nullable(IdName), area: Nullable(IdName) });

export const LimitRequestClient = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  code: Type.String(),
  gender: Nullable(Type.Enum(['1', '2'], { description: '1 male, 2 female' })),
  birth_date: Nullable(Type.String({ format: 'date' })),
  age: Nullable(Type.Integer()),
  national_id: Type.String(),
  NID_issuance_date: Nullable(Type.String({ format: 'date' })),
  NID_expired_date: Nullable(Type.String({ format: 'date' })),
  title: Nullable(Type.String()),
  employment_type: Nullable(Type.String()),
  employment_type_id: Nullable(Type.Integer()),
  monthly_income: Nullable(Money),
  phone_1: Type.String(),
  phone_2: Nullable(Type.String()),
  balance: Money,
  status: Type.String(),
  // Spelled as the client application reads it.
  is_submited: Type.Boolean(),
  company_name: Nullable(Type.String()),
  company_sector: Nullable(Type.String()),
  addresses: Type.Object({
    current_home: Nullable(Address),
    nid: Nullable(Address),
    company: Nullable(Type.Interface([Address], { company_name: Nullable(Type.String()) })),
  }),
  documents: Type.Array(StoredDocument, { description: "The client's own files" }),
});

export const LogEntry = Type.Object({
  id: Type.Integer(),
  action_name: Type.String(),
  date: Type.String({ format: 'date-time' }),
  action_by: Nullable(Type.String()),
  assigned_to: Nullable(Type.String({ description: 'null: not applicable' })),
});

export const VerificationImages = Type.Object({ front_image: Nullable(SignedLink), back_image: Nullable(SignedLink), selfie: Nullable(SignedLink) });

export const LimitRequestDetail = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  client_id: Type.Integer(),
  client: LimitRequestClient,
  request_status: Type.Enum([...limitRequestStatus.enumValues]),
  decision_status: Type.Enum([...DECISION_STATUSES]),
  requested_limit: Money,
  approved_limit: Nullable(Money),
  tenure: Type.Integer(),
  merchant_id: Type.Integer(),
  merchant_name: Type.String(),
  product_id: Type.Integer(),
  product_name: Type.String(),
  merchant_branch_id: Type.Integer(),
  branch_name: Type.String(),
  request_type_id: Type.String({ description: "The request type's name (SPEC §3 keeps this naming)" }),
  limit_request_type_id: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  creator: Nullable(Type.String()),
  assigned_to: Nullable(Type.String()),
  is_closed: Type.Boolean({ description: 'Closed, rejected or cancelled: no action is left' }),
  can_edit: Type.Boolean({ description: 'Only while the request is new' }),
  relative_degree: Nullable(
    Type.Object({ relative_name: Type.String(), relative_mobile_number: Type.String(), relative_degree_type: Type.String(), relative_degree_type_id: Type.Integer() }),
  ),
  comments: Type.Array(Type.Object({ id: Type.Integer(), comment: Type.String(), creator: Nullable(Type.String()), created_from: Type.String({ format: 'date-time' }) }), {
    description: 'Oldest first',
  }),
  documents: Type.Array(StoredDocument, { description: 'General and contract documents' }),
  verification_images: VerificationImages,
  logs: Type.Array(LogEntry),
  available_actions: Type.Array(ActionOption, { description: 'What the current user may run now' }),
  version: Type.Integer({ description: 'Send back as If-Match with an action: a stale view then gets 409' }),
});

export const FormOptions = {
  merchants: Type.Array(IdName),
  products: Type.Array(Type.Interface([IdName], { merchant_id: Type.Integer() })),
  limit_request_types: Type.Array(Type.Interface([IdName], { employment_type_id: Nullable(Type.Integer()) })),
  relative_degree_types: Type.Array(IdName),
  document_types: Type.Array(
    Type.Interface([IdName], {
      kind: Type.Enum(['general', 'verification', 'contract']),
      capture: Nullable(Type.Enum(['front_image', 'back_image', 'selfie'], { description: 'The camera capture this verification type holds' })),
    }),
  ),
};
