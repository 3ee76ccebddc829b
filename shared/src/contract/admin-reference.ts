import { Type, type Static } from 'typebox';
import { MAX_INT4 } from '../rules/field-limits';
import { REFERENCE_NAME_MAX_LENGTH } from '../rules/reference/reference-rules';
import { DOCUMENT_KINDS, REFERENCE_LISTS } from './enums';

const Id = Type.Integer({ minimum: 1, maximum: MAX_INT4 });
const Name = Type.String({ maxLength: REFERENCE_NAME_MAX_LENGTH });

export const ReferenceListParams = Type.Object({ list: Type.Enum([...REFERENCE_LISTS]) });
export type ReferenceListParams = Static<typeof ReferenceListParams>;

export const ReferenceItemParams = Type.Object({ list: ReferenceListParams.properties.list, id: Id });
export type ReferenceItemParams = Static<typeof ReferenceItemParams>;

export const ReferenceListQuery = Type.Object({
  /** Searched in both names. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  active: Type.Optional(Type.Boolean()),
  /** The governorate, city or merchant whose items are listed (required for the lists that have one). */
  parent_id: Type.Optional(Id),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ReferenceListQuery = Static<typeof ReferenceListQuery>;

/** One item of a list as the admin screens show it. */
export const ReferenceItem = Type.Object({
  id: Type.Integer(),
  name_ar: Type.String(),
  name_en: Type.String(),
  active: Type.Boolean(),
  parent_id: Type.Optional(Type.Integer()),
  /** limit-request-types: the employment type a new request defaults from. */
  employment_type_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  /** limit-request-document-types: which document list it belongs to. */
  kind: Type.Optional(Type.Enum([...DOCUMENT_KINDS])),
  /** areas: the one area covering a whole city that has no finer areas on record. */
  covers_city: Type.Optional(Type.Boolean()),
});
export type ReferenceItem = Static<typeof ReferenceItem>;

export const ReferenceItems = Type.Array(ReferenceItem);
export type ReferenceItems = Static<typeof ReferenceItems>;

/** POST body; PATCH takes the same fields, each optional. */
export const ReferenceItemInput = Type.Object({
  name_ar: Type.Optional(Name),
  name_en: Type.Optional(Name),
  parent_id: Type.Optional(Id),
  employment_type_id: Type.Optional(Type.Union([Id, Type.Null()])),
  kind: Type.Optional(Type.Enum([...DOCUMENT_KINDS])),
});
export type ReferenceItemInput = Static<typeof ReferenceItemInput>;

/** GET /admin/reference: every list and how many items it holds. */
export const ReferenceListSummary = Type.Object({
  list: ReferenceListParams.properties.list,
  total: Type.Integer(),
  active: Type.Integer(),
});
export const ReferenceListsData = Type.Array(ReferenceListSummary);
export type ReferenceListsData = Static<typeof ReferenceListsData>;

export const ReferenceImportQuery = Type.Object({ dry_run: Type.Optional(Type.Boolean()) });
export type ReferenceImportQuery = Static<typeof ReferenceImportQuery>;
export const AreaImportParams = Type.Object({ id: Id });
export type AreaImportParams = Static<typeof AreaImportParams>;

/** The CSV file's text as the browser read it (UTF-8; a leading byte-order mark is fine). Up to 1 MB. */
export const ReferenceImportBody = Type.Object({ csv: Type.String({ maxLength: 1_000_000 }) });
export type ReferenceImportBody = Static<typeof ReferenceImportBody>;

/** One row of an import plan, by its line in the file (the header is line 1). */
export const ReferenceImportRow = Type.Object({
  line: Type.Integer(),
  name_ar: Type.String(),
  name_en: Type.String(),
  /** merchants import: what happens to the row's merchant; areas import: to the area. */
  action: Type.Enum(['create', 'unchanged', 'error']),
  /** merchants import only: the branch of the row. */
  branch_name_ar: Type.Optional(Type.String()),
  branch_name_en: Type.Optional(Type.String()),
  branch_action: Type.Optional(Type.Enum(['create', 'unchanged', 'error'])),
  errors: Type.Array(Type.String()),
});
export const ReferenceImportPlan = Type.Object({
  dry_run: Type.Boolean(),
  rows: Type.Array(ReferenceImportRow),
  created: Type.Integer(),
  errors: Type.Integer(),
  /** areas import: whether the city's whole-city area is (or would be) retired from the pickers. */
  retired: Type.Optional(Type.Boolean()),
});
export type ReferenceImportPlan = Static<typeof ReferenceImportPlan>;
export type ReferenceImportRow = Static<typeof ReferenceImportRow>;
