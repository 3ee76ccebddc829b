import type { AddressKind } from '../../db/schema';

export interface AddressRecord {
  address: string | null;
  governorateId: number | null;
  cityId: number | null;
  areaId: number | null;
}

/** What staff enter for a client, in storage terms (clients row plus its three addresses). */
export interface ClientRecord {
  name: string;
  nationalId: string;
  phone1: string;
  phone2: string | null;
  title: string | null;
  employmentTypeId: number | null;
  companySectorId: number | null;
  leadCompanyId: number | null;
  companyName: string | null;
  monthlyIncome: string | null;
  birthDate: string | null;
  gender: number | null;
  nidIssuanceDate: string | null;
  nidExpiredDate: string | null;
  addresses: Record<AddressKind, AddressRecord>;
}

export const EMPTY_ADDRESS: AddressRecord = { address: null, governorateId: null, cityId: null, areaId: null };
