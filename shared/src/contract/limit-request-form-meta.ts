import { Type, type Static } from 'typebox';
import { DOCUMENT_KINDS, VERIFICATION_CAPTURES } from './enums';
import { IdName } from './envelope';
import { Nullable } from './fields';
import { LimitRequestClient, LimitRequestDetail } from './limit-request-detail';

export const LimitRequestDocumentType = Type.Interface([IdName], {
  kind: Type.Enum([...DOCUMENT_KINDS]),
  capture: Nullable(Type.Enum([...VERIFICATION_CAPTURES], { description: 'The camera capture this verification type holds' })),
});
export type LimitRequestDocumentType = Static<typeof LimitRequestDocumentType>;

/** The pick-lists of the limit-request form (SPEC §2 "Limit request create and edit"). */
export const LimitRequestFormOptions = Type.Object({
  merchants: Type.Array(IdName),
  products: Type.Array(Type.Interface([IdName], { merchant_id: Type.Integer() })),
  limit_request_types: Type.Array(Type.Interface([IdName], { employment_type_id: Nullable(Type.Integer()) })),
  relative_degree_types: Type.Array(IdName),
  document_types: Type.Array(LimitRequestDocumentType),
});
export type LimitRequestFormOptions = Static<typeof LimitRequestFormOptions>;

export const LimitRequestMetaQuery = Type.Object({ client_id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export type LimitRequestMetaQuery = Static<typeof LimitRequestMetaQuery>;

/** GET /limit-requests/meta?client_id `data`: only for a submitted client (SPEC §4). */
export const LimitRequestMeta = Type.Interface([LimitRequestFormOptions], {
  client: LimitRequestClient,
  allowed_code: Type.String({
    description:
      'A preview of the code the next saved request gets, read from the sequence without taking it (issue 15); the saved code is in the store response',
  }),
  can_edit: Type.Literal(true),
});
export type LimitRequestMeta = Static<typeof LimitRequestMeta>;

/** GET /limit-requests/edit-meta/{id} `data`. */
export const LimitRequestEditMeta = Type.Interface([LimitRequestFormOptions], {
  limit_request: LimitRequestDetail,
  can_edit: Type.Boolean(),
});
export type LimitRequestEditMeta = Static<typeof LimitRequestEditMeta>;
