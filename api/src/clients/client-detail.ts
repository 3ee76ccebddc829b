import type { ClientDetail, ClientFile } from '@back-office/shared/contract';
import { fullYearsBetween, parseWireDate, startOfDay } from '@back-office/shared/rules';
import type { SignedLinks } from '../files/signed-links';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import type { ClientDetails } from '../repositories/clients/client-details-repository';
import type { AttachedDocument } from '../repositories/clients/client-documents-repository';
import type { ClientEvent } from '../repositories/clients/client-events-repository';
import { toListItem } from './list-item';
import { readableChanges, type HistoryNames } from './readable-changes';

const NO_ADDRESS = { address: null, governorate: null, city: null, area: null };

/** Age is never stored: it changes every birthday. */
const ageOn = (birthDate: string | null, today: Date) => {
  const born = birthDate ? parseWireDate(birthDate) : undefined;
  return born ? fullYearsBetween(born, startOfDay(today)) : null;
};

export const toClientFile = (document: AttachedDocument, links: SignedLinks): ClientFile => ({
  id: document.id,
  path: links.pathFor(document.id),
  type: document.mimeType,
  document: document.documentType,
});

/** One row of GET /clients/documents/{id}: the stored file behind its signed link. */
export function toClientDocument(document: AttachedDocument, links: SignedLinks) {
  const { path, type } = toClientFile(document, links);
  return {
    id: document.id,
    document_type: document.documentType,
    file_path: path,
    mime_type: type,
    size: document.size,
    uploaded_at: document.uploadedAt.toISOString(),
  };
}

/** SPEC §3 "Client (detail)": the list item plus identity, employment, addresses, files and history. */
export function toClientDetail(
  client: ClientDetails,
  files: AttachedDocument[],
  history: ClientEvent[],
  links: SignedLinks,
  user: SessionUser,
  names: HistoryNames,
): ClientDetail {
  const address = (kind: 'current_home' | 'nid' | 'company') => {
    const { kind: _kind, ...found } = client.addresses.find((row) => row.kind === kind) ?? { kind, ...NO_ADDRESS };
    return found;
  };
  return {
    ...toListItem(client, user),
    phone_2: client.phone2,
    NID_issuance_date: client.nidIssuanceDate,
    NID_expired_date: client.nidExpiredDate,
    employment_type_id: client.employmentTypeId,
    lead_company_id: client.leadCompanyId,
    company_sector_id: client.companySectorId,
    company_name: client.companyName,
    monthly_income: client.monthlyIncome,
    birth_date: client.birthDate,
    age: ageOn(client.birthDate, new Date()),
    gender: client.gender === 1 ? ('1' as const) : client.gender === 2 ? ('2' as const) : null,
    source: client.source,
    addresses: {
      current_home: address('current_home'),
      nid: address('nid'),
      company: { ...address('company'), company_name: client.companyName },
    },
    client_files: files.map((document) => toClientFile(document, links)),
    history: history.map((event) => ({ ...event, at: event.at.toISOString(), changes: readableChanges(event.changes, names) })),
    version: client.version,
  };
}
