import { sql } from 'drizzle-orm';
import { insertFakeClients } from '../../seed/fake-clients';
import { insertClient, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('GET /api/clients/export ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await signedIn(context.app, 'risk')).headers;
    await insertClient(context.app, { name: '=HYPERLINK("http://evil")', status: 'rejected', title: '@SUM(A1)' });
    await insertClient(context.app, { name: 'سارة, "الأولى"', status: 'approved', balance: '12.50' });
  });

  const exported = async (query = '', language = 'ar') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/clients/export${query}`,
      headers: { ...headers, 'accept-language': language },
    });
    return {
      response,
      lines: response.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    };
  };

  it('streams a UTF-8 CSV with BOM, a dated attachment name and a translated header', async () => {
    const { response, lines } = await exported();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="clients-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(lines[0]).toBe('الكود,الاسم,الرقم القومي,الهاتف 1,الهاتف 2,الحالة,الرصيد,المسمى الوظيفي,أنشأه,تم الإرسال,تاريخ الإنشاء');
    expect(lines).toHaveLength(3);
    expect((await exported('', 'en')).lines[0]).toBe(
      'Code,Name,National ID,Phone 1,Phone 2,Status,Balance,Job title,Created by,Submitted,Created at',
    );
  });

  it('neutralises formulas and quotes separators', async () => {
    const { lines } = await exported('?statuses[]=rejected', 'en');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`,Rejected,0.00,'@SUM(A1),`);
    expect((await exported('?statuses[]=approved')).lines[1]).toContain('"سارة, ""الأولى""",');
  });

  // Issue 15, defect 12: what Excel must not turn into numbers, yes/no in words, Cairo time.
  it('writes IDs, phones and codes as text Excel keeps, submitted as yes/no and the time in Cairo', async () => {
    const client = await insertClient(context.app, {
      name: 'هالة',
      nationalId: '29001011234567',
      phone1: '01011111111',
      phone2: '01233333333',
      status: 'inactive',
      isSubmitted: true,
      createdAt: new Date('2026-01-10T22:30:00Z'),
    });
    try {
      expect((await exported('?statuses[]=inactive', 'en')).lines[1]).toBe(
        `"=""${client.code}""",هالة,"=""29001011234567""","=""01011111111""","=""01233333333""",Inactive,0.00,,,Yes,"11/01/2026, 00:30"`,
      );
      const arabic = (await exported('?statuses[]=inactive')).lines[1]!.replace(/\u200f/g, '');
      expect(arabic).toMatch(/,غير نشط,0\.00,,,نعم,١١\/٠١\/٢٠٢٦، ٠٠:٣٠$/);
      expect((await exported('?statuses[]=approved', 'en')).lines[1]).toMatch(/,Approved,12\.50,,,No,/);
    } finally {
      await context.app.db.execute(sql`delete from clients where id = ${client.id}`);
    }
  });

  it("applies the list's search", async () => {
    const { lines } = await exported(`?table_search=${encodeURIComponent('سارة')}`);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"=""CL-\d{6}""",/);
  });

  it('walks the whole book across batches, each client once', async () => {
    await insertFakeClients(context.app.db, { count: 2100, createdBy: null });
    const { lines } = await exported();
    const total = Number((await context.app.db.execute<{ n: string }>(sql`select count(*) as n from clients`)).rows[0]!.n);
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(total + 1);
  });

  it('refuses an unknown status with 422', async () => {
    expect((await exported('?statuses[]=archived')).response.statusCode).toBe(422);
  });
});
