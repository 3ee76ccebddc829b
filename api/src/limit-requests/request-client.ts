import type { LimitRequestClient, StoredDocument } from '@back-office/shared/contract';
import { fullYearsBetween, parseWireDate, startOfDay } from '@back-office/shared/rules';
import type { SignedLinks } from '../files/signed-links';
import type { LimitRequestClientRow } from '../repositories/limit-requests/limit-request-client-repository';

type AddressRow = LimitRequestClientRow['addresses'][number];

export interface FileRow {
  id: number;
  originalName: string;
  mimeType: string;
  size: number;
  documentType: { id: number; name: string };
}

/** A stored file behind a signed link (SPEC §3 documents). */
export const toStoredDocument = (document: FileRow, links: SignedLinks): StoredDocument => ({
  id: document.id,
  type: document.documentType.name,
  document_type_id: document.documentType.id,
  path: links.pathFor(document.id),
  file_name: document.originalName,
  mime_type: document.mimeType,
  size: document.size,
});

/** Age is never stored: it changes every birthday. */
const ageOn = (birthDate: string | null, today: Date) => {
  const born = birthDate ? parseWireDate(birthDate) : undefined;
  return born ? fullYearsBetween(born, startOfDay(today)) : null;
};

const toAddress = (row: AddressRow | undefined) =>
  row ? { address: row.address ?? '', governorate: row.governorate, city: row.city, area: row.area } : null;

/** The client of a limit request (SPEC §3 "Limit request (detail)" → client), files linked with the client signer. */
export function toRequestClient(client: LimitRequestClientRow, links: SignedLinks): LimitRequestClient {
  const address = (kind: AddressRow['kind']) => toAddress(client.addresses.find((row) => row.kind === kind));
  const company = address('company');
  return {
    id: client.id,
    name: client.name,
    code: client.code,
    gender: client.gender === 1 ? ('1' as const) : client.gender === 2 ? ('2' as const) : null,
    birth_date: client.birthDate,
    age: ageOn(client.birthDate, new Date()),
    national_id: client.nationalId,
    NID_issuance_date: client.nidIssuanceDate,
    NID_expired_date: client.nidExpiredDate,
    title: client.title,
    employment_type: client.employmentType,
    employment_type_id: client.employmentTypeId,
    monthly_income: client.monthlyIncome,
    phone_1: client.phone1,
    phone_2: client.phone2,
    balance: client.balance,
    status: client.status,
    is_submited: client.isSubmitted,
    company_name: client.companyName,
    company_sector: client.companySector,
    addresses: {
      current_home: address('current_home'),
      nid: address('nid'),
      company: company && { ...company, company_name: client.companyName },
    },
    documents: client.documents.map((document) => toStoredDocument(document, links)),
  };
}
