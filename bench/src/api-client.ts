/** The demo risk reviewer: issue 16 lets only EXPORT_ROLES (by default admin and risk) export, and the bench measures the export. */
export const DEMO_LOGIN = { email: 'risk@demo.test', password: 'Demo@2026!' };

/** Issue 17: the audit trail is for administrators. */
export const DEMO_ADMIN_LOGIN = { email: 'admin@demo.test', password: 'Demo@2026!' };

/** Issue 18: the dashboard is measured for each role; the demo agent created every seeded request. */
export const DEMO_AGENT_LOGIN = { email: 'agent@demo.test', password: 'Demo@2026!' };

/** A signed-in demo reviewer (or `login`) reading JSON from the API under test. */
export async function signIn(baseUrl: string, login = DEMO_LOGIN) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!response.ok) throw new Error(`demo login failed with ${response.status}`);
  const token = ((await response.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en' };

  async function get<Body>(path: string): Promise<Body> {
    const reply = await fetch(`${baseUrl}${path}`, { headers });
    if (!reply.ok) throw new Error(`GET ${path} answered ${reply.status}`);
    return (await reply.json()) as Body;
  }

  /** A text answer (the CSV export), read whole. */
  async function text(path: string): Promise<string> {
    const reply = await fetch(`${baseUrl}${path}`, { headers });
    if (!reply.ok) throw new Error(`GET ${path} answered ${reply.status}`);
    return reply.text();
  }

  return { baseUrl, headers, get, text };
}

export type ApiSession = Awaited<ReturnType<typeof signIn>>;
