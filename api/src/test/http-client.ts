import type { FormReference } from './client-form';
import type { multipart } from './multipart';

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

const BUSY_RETRIES = 60;
const BUSY_WAIT_MS = 500;

/** An overloaded server answers 503 at once (plugins/overload.ts); a patient client tries again. */
async function fetchPatiently(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === BUSY_RETRIES) return response;
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
  }
}

/** Real HTTP to a server process, as the portal talks to it. */
export function httpClient(base: string, token?: string) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const request = async (
    method: string,
    url: string,
    init: { json?: unknown; form?: ReturnType<typeof multipart> } = {},
  ): Promise<HttpAnswer> => {
    const headers: Record<string, string> = { ...auth, 'accept-language': 'en' };
    let body: Buffer | string | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      Object.assign(headers, init.form.headers);
      body = init.form.payload;
    }
    const response = await fetchPatiently(`${base}${url}`, { method, headers, body });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return { status: response.status, body: type.startsWith('application/json') ? JSON.parse(text) : text, headers: response.headers };
  };
  return {
    get: (url: string) => request('GET', url),
    post: (url: string, init: { json?: unknown; form?: ReturnType<typeof multipart> }) => request('POST', url, init),
    delete: (url: string) => request('DELETE', url),
    /** The raw bytes of a file link. */
    async download(link: string): Promise<{ status: number; bytes: Buffer }> {
      const response = await fetchPatiently(`${base}${link}`, {});
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    },
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

export async function loginOver(http: HttpClient, email: string, password: string): Promise<string> {
  const { status, body } = await http.post('/api/auth/login', { json: { email, password } });
  if (status !== 200) throw new Error(`login failed with ${status}: ${JSON.stringify(body)}`);
  return body.data.access_token;
}

/** The client form's reference ids, read through the API (the embedded database is inside the server process). */
export async function formReferenceOver(http: HttpClient): Promise<FormReference> {
  const { data: meta } = (await http.get('/api/clients/meta')).body;
  const byName = (list: { id: number; name: string }[], name: string) => list.find((item) => item.name === name)!.id;
  // The first city of the governorate that has areas.
  const placeIn = async (governorate: number) => {
    for (const { id: city } of (await http.get(`/api/cities?governorate_id=${governorate}`)).body.data.cities) {
      const [area] = (await http.get(`/api/areas?city_id=${city}`)).body.data.areas;
      if (area) return { governorate, city, area: area.id as number };
    }
    throw new Error(`governorate ${governorate} has no areas`);
  };
  return {
    employmentTypeId: byName(meta.employment_types, 'Private Sector Employee'),
    freelanceId: byName(meta.employment_types, 'Freelance'),
    sectorId: meta.company_sectors[0].id,
    leadCompanyId: meta.lead_companies[0].id,
    documentTypeId: meta.client_documents[0].id,
    place: await placeIn(meta.governorates[0].id),
    other: await placeIn(meta.governorates[1].id),
  };
}
