import assert from 'node:assert/strict';
import type {
  AreasData,
  CitiesData,
  ClientMeta,
  Envelope,
  LimitRequestMeta,
  LimitRequestSaved,
  LoginResult,
  MerchantBranchesData,
} from '@back-office/shared/contract';
import { validClientFields } from '@back-office/shared/fixtures';
import { uniqueMobile, uniqueNationalId } from './client-data';

export const DEMO_PASSWORD = 'Demo@2026!';

/** Arranges what a test starts from through the public API, as another staff member would have. */
export async function apiLogin(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(response.status, 200, `login of ${email}`);
  const { data } = (await response.json()) as Envelope<LoginResult>;
  return data.access_token;
}

async function getData<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** A governorate's first city that has areas, as the reference data has them (not every city does). */
async function firstPlace(baseUrl: string, token: string, governorateId: number) {
  const { cities } = await getData<CitiesData>(baseUrl, token, `/cities?governorate_id=${governorateId}`);
  for (const city of cities) {
    const { areas } = await getData<AreasData>(baseUrl, token, `/areas?city_id=${city.id}`);
    if (areas.length > 0) return { governorate: String(governorateId), city: String(city.id), area: String(areas[0]!.id) };
  }
  throw new Error(`no city of governorate ${governorateId} has areas`);
}

export interface CreatedClient {
  id: number;
  name: string;
  nationalId: string;
}

/** A complete client, created and submitted, so it may get limit requests. */
export async function createSubmittedClient(baseUrl: string, token: string, name: string): Promise<CreatedClient> {
  const client = await createClient(baseUrl, token, name);
  await getData(baseUrl, token, `/clients/submit/${client.id}`);
  return client;
}

/** A complete client, created but not submitted, so its creator may still edit it. */
export async function createClient(baseUrl: string, token: string, name: string): Promise<CreatedClient> {
  const meta = await getData<ClientMeta>(baseUrl, token, '/clients/meta');
  const place = await firstPlace(baseUrl, token, meta.governorates[0]!.id);
  const nationalId = uniqueNationalId();
  const form = new FormData();
  const employmentTypeId = meta.employment_types.find((type) => !/freelance|حر/i.test(type.name))!.id;
  const fields = {
    ...validClientFields({ nationalId, phone: uniqueMobile(), place, employmentTypeId, sectorId: meta.company_sectors[0]!.id }),
    client_name: name,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const stored = await fetch(`${baseUrl}/api/clients/store`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.ok(stored.ok, `client stored: ${stored.status} ${await stored.clone().text()}`);
  const { data } = (await stored.json()) as { data: { client: { id: number } } };
  return { id: data.client.id, name, nationalId };
}

/** A new limit request for a submitted client, made through the API with the form's first options (issue 16 four eyes). */
export async function createLimitRequest(baseUrl: string, token: string, clientId: number, requestedLimit: string): Promise<number> {
  const meta = await getData<LimitRequestMeta>(baseUrl, token, `/limit-requests/meta?client_id=${clientId}`);
  const product = meta.products[0]!;
  const { branches } = await getData<MerchantBranchesData>(baseUrl, token, `/merchants/${product.merchant_id}/branches`);
  const fields: Record<string, string> = {
    client_id: String(clientId),
    code: meta.allowed_code,
    limit_request_type_id: String(meta.limit_request_types[0]!.id),
    requested_limit: requestedLimit,
    tenure: '12',
    merchant_id: String(product.merchant_id),
    product_id: String(product.id),
    merchant_branch_id: String(branches[0]!.id),
    relative_name: 'محمود علي',
    relative_mobile_number: '01012345678',
    relative_degree_type_id: String(meta.relative_degree_types[0]!.id),
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const stored = await fetch(`${baseUrl}/api/limit-requests/store`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(stored.status, 201, `limit request stored: ${await stored.clone().text()}`);
  return ((await stored.json()) as Envelope<LimitRequestSaved>).data.limit_request.id;
}
