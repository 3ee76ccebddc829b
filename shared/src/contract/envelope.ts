import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/** SPEC §8: a message, plus field errors on a 422. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** The answer of a call that only reports (logout, the last password step). */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const Pagination = Type.Object({
  total: Type.Integer(),
  total_capped: Type.Boolean({ description: 'true when more rows matched than a search counts (1,000): total is then that cap' }),
  page: Type.Integer(),
  items_per_page: Type.Integer(),
  last_page: Type.Integer(),
});
export type Pagination = Static<typeof Pagination>;

/** Every pick-list entry (reference lists, users, document types). */
export const IdName = Type.Object({ id: Type.Integer(), name: Type.String() });
export type IdName = Static<typeof IdName>;

/** Ids are bigserial; a larger number than JavaScript holds exactly can name no row. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
export type IdParams = Static<typeof IdParams>;

/** The success envelope: `{ message?, data }`. */
export function dataBody<Data extends TSchema>(data: Data) {
  return Type.Object({ message: Type.Optional(Type.String()), data });
}

/** A list page: the envelope plus its pagination. */
export function pagedBody<Data extends TSchema>(data: Data) {
  return Type.Object({ data, pagination: Pagination });
}

/** The envelopes' types for any payload type, read off the builders above so the two cannot drift. */
export type Envelope<T> = Static<ReturnType<typeof dataBody<TUnsafe<T>>>>;
export type PagedEnvelope<T> = Static<ReturnType<typeof pagedBody<TUnsafe<T>>>>;
