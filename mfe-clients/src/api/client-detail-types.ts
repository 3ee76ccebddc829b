import type { NamedItem } from '@back-office/shared';
import type { ClientFormMeta } from '@back-office/shared/ui';
import type { ClientListItem } from './client-types';

export interface ClientAddress {
  address: string;
  governorate: NamedItem;
  city: NamedItem;
  area: NamedItem;
  company_name?: string;
}

export interface ClientFile {
  id: number;
  /** A signed URL: it opens in a new tab without the bearer token. */
  path: string;
  type: string;
  document: NamedItem;
}

export interface ClientChange {
  field: string;
  old: string | null;
  new: string | null;
}

export interface ClientHistoryEntry {
  id: number;
  action: 'created' | 'updated' | 'submitted';
  actor: string | null;
  at: string;
  changes: ClientChange[];
}

/** SPEC §3 Client (detail), as GET /clients/{id} sends it. */
export interface ClientDetail extends ClientListItem {
  phone_2: string | null;
  NID_issuance_date: string | null;
  NID_expired_date: string | null;
  employment_type_id: number | null;
  lead_company_id: number | null;
  company_sector_id: number | null;
  company_name: string | null;
  monthly_income: string | null;
  birth_date: string | null;
  age: number | null;
  gender: '1' | '2' | null;
  source: string | null;
  created_at: string;
  addresses: { current_home?: ClientAddress | null; nid?: ClientAddress | null; company?: ClientAddress | null };
  client_files: ClientFile[];
  history?: ClientHistoryEntry[];
}

export interface ClientDetailData {
  client: ClientDetail;
  employment_types: NamedItem[];
  lead_companies: NamedItem[];
  company_sectors: NamedItem[];
}

export type ClientMeta = ClientFormMeta;

export interface ClientDocument {
  id: number;
  document_type: NamedItem;
  file_path: string;
  mime_type: string;
  size: number;
  uploaded_at: string;
}
