import { formReference } from '../../test/client-form';
import { insertClient, signedIn } from '../../test/fixtures';
import { apply, applicationForm, clientOfApplication } from '../../test/self-onboarding';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('staff find self-onboarded clients in GET /api/clients ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let applied: string[];

  const list = async (query: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/clients${query}`, headers });
    return { status: response.statusCode, body: response.json() };
  };
  const codes = (body: { data: { clients: { code: string }[] } }) => body.data.clients.map((client) => client.code).sort();

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
    const reference = await formReference(context.app);
    applied = [];
    for (let i = 0; i < 2; i += 1) {
      const { body } = await apply(context.app, applicationForm(context.app, reference));
      applied.push((await clientOfApplication(context.app, body.data.reference)).code);
    }
    await insertClient(context.app, { status: 'active' });
    await insertClient(context.app, { status: 'pending' });
  });

  it('shows each client’s source', async () => {
    const { body } = await list('');
    const sources = Object.fromEntries(body.data.clients.map((client: { code: string; source: string }) => [client.code, client.source]));
    expect(sources[applied[0]!]).toBe('self_onboarding');
    expect(Object.values(sources).filter((source) => source === 'staff')).toHaveLength(2);
  });

  it('filters by source, with matching totals', async () => {
    const self = await list('?sources[]=self_onboarding');
    expect(self.status).toBe(200);
    expect(codes(self.body)).toEqual([...applied].sort());
    expect(self.body.pagination.total).toBe(2);

    const staff = await list('?sources=staff');
    expect(staff.body.data.clients.every((client: { source: string }) => client.source === 'staff')).toBe(true);
    expect(staff.body.pagination.total).toBe(2);

    expect((await list('?sources[]=staff&sources[]=self_onboarding')).body.pagination.total).toBe(4);
  });

  it('combines the source with the status filter and the search', async () => {
    expect((await list('?sources[]=self_onboarding&statuses[]=pending')).body.pagination.total).toBe(2);
    expect((await list('?sources[]=self_onboarding&statuses[]=active')).body.pagination.total).toBe(0);
    expect((await list('?sources[]=staff&statuses[]=active')).body.pagination.total).toBe(1);
    const searched = await list(`?sources[]=self_onboarding&table_search=${applied[1]}`);
    expect(codes(searched.body)).toEqual([applied[1]]);
  });

  it('refuses an unknown source with 422', async () => {
    const { status, body } = await list('?sources[]=import');
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['sources']);
  });
});
