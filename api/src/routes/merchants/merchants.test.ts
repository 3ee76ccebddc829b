import { asc, eq } from 'drizzle-orm';
import { merchantBranches, merchants } from '../../db/schema';
import { signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('GET /api/merchants/{id}/branches ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let merchantId: number;

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
    merchantId = (await context.app.db.select().from(merchants).orderBy(asc(merchants.id)).limit(1))[0]!.id;
    await context.app.db.insert(merchantBranches).values({ merchantId, nameAr: 'أ فرع أول', nameEn: 'Zamalek Branch' });
  });

  const branches = (id: number | string, language = 'en', auth = headers) =>
    context.app.inject({ method: 'GET', url: `/api/merchants/${id}/branches`, headers: { ...auth, 'accept-language': language } });

  it("lists only that merchant's branches, by name in the request's language", async () => {
    const stored = await context.app.db.select().from(merchantBranches).where(eq(merchantBranches.merchantId, merchantId));
    const english = (await branches(merchantId)).json();
    expect(english.data.branches.map((branch: { name: string }) => branch.name)).toEqual(stored.map((branch) => branch.nameEn).sort());
    expect(english.data.branches.every((branch: { id: number }) => stored.some((row) => row.id === branch.id))).toBe(true);
    const arabic = (await branches(merchantId, 'ar')).json().data.branches;
    expect(arabic[0]).toEqual({ id: expect.any(Number), name: 'أ فرع أول' });
    expect(arabic.map((branch: { name: string }) => branch.name)).toEqual(stored.map((branch) => branch.nameAr).sort());
  });

  it('answers 404 for an unknown merchant, 422 for a bad id and 401 without a token', async () => {
    const missing = await branches(9999);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await branches('abc')).statusCode).toBe(422);
    expect((await branches(merchantId, 'en', {})).statusCode).toBe(401);
  });
});
