import type { ChangeValueKind } from '@back-office/shared/contract/enums';
import type { ClientHistoryEntry } from '@back-office/shared/contract';
import type { FieldChange as StoredChange } from '../db/schema';
import type { PickOption } from '../repositories/reference/reference-repository';

/** Names of the reference rows a client's history may refer to, in the request's language. */
export interface HistoryNames {
  governorates: PickOption[];
  cities: PickOption[];
  areas: PickOption[];
  employmentTypes: PickOption[];
  companySectors: PickOption[];
  leadCompanies: PickOption[];
  /** The client's documents, detached ones too: document id → its type's name. */
  documentTypes: ReadonlyMap<number, string>;
  /** Issue 19: the document types and reasons a document request names. */
  clientDocumentTypes?: PickOption[];
  documentRequestReasons?: PickOption[];
}

type WireFieldChange = ClientHistoryEntry['changes'][number];
type NameList = Exclude<keyof HistoryNames, 'documentTypes'>;

/** Fields whose stored value is an id, and the list that names it. */
const REFERENCES: Record<string, NameList> = {
  employment_type_id: 'employmentTypes',
  company_sector: 'companySectors',
  lead_company_id: 'leadCompanies',
  // Issue 19: a document request's entries (document-requests.ts).
  document_type_id: 'clientDocumentTypes',
  document_request_reason_id: 'documentRequestReasons',
};
for (const prefix of ['home', 'nid', 'company']) {
  Object.assign(REFERENCES, {
    [`${prefix}_governorate_id`]: 'governorates',
    [`${prefix}_city_id`]: 'cities',
    [`${prefix}_area_id`]: 'areas',
  });
}

const KINDS: Record<string, ChangeValueKind> = {
  NID_issuance_date: 'date',
  NID_expired_date: 'date',
  birth_date: 'date',
  monthly_income: 'money',
  gender: 'gender',
  status: 'client_status',
  client_documents: 'file',
};

/** Files are stored as "#<document id> <upload name>" (client-changes.ts, client-writes-create.ts). */
const STORED_FILE = /^#(\d+) (.*)$/s;

/**
 * Issue 15, defect 4: history read as the form reads, not as the tables store it. Stored entries
 * keep ids (old ones too), so references are named here, at read time, in the request's language;
 * an id no longer on record stays as it was rather than vanish. The screens translate the field
 * and format dates, money, gender and statuses by `kind`.
 */
export function readableChanges(changes: StoredChange[], names: HistoryNames): WireFieldChange[] {
  const maps = new Map<NameList, Map<string, string>>();
  const nameIn = (list: NameList, id: string) => {
    if (!maps.has(list)) maps.set(list, new Map((names[list] ?? []).map((option) => [String(option.id), option.name])));
    return maps.get(list)!.get(id) ?? id;
  };
  const fileLabel = (value: string) => {
    const [, id, originalName] = STORED_FILE.exec(value) ?? [];
    if (id === undefined) return value;
    const type = names.documentTypes.get(Number(id));
    return type === undefined ? originalName! : `${type} — ${originalName}`;
  };
  return changes.map((change) => {
    const list = REFERENCES[change.field];
    const kind = KINDS[change.field] ?? 'text';
    const read = (value: string | null) => {
      if (value === null) return null;
      if (list) return nameIn(list, value);
      return kind === 'file' ? fileLabel(value) : value;
    };
    return { field: change.field, old: read(change.old), new: read(change.new), kind };
  });
}
