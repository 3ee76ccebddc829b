import { sql } from 'drizzle-orm';
import { insertFakeLimitRequests } from '../../seed/fake-limit-requests';
import { insertClient, signedIn } from '../../test/fixtures';
import { insertLimitRequest } from '../../test/limit-requests';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('GET /api/limit-requests/export ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let creator: string;
  let evilClientId: number;

  beforeAll(async () => {
    const staff = await signedIn(context.app, 'risk');
    [headers, creator] = [staff.headers, staff.user.name];
    const evil = await insertClient(context.app, { name: '=HYPERLINK("http://evil")', isSubmitted: true });
    const plain = await insertClient(context.app, { name: 'سارة, "الأولى"', isSubmitted: true });
    evilClientId = evil.id;
    await insertLimitRequest(context.app, {
      clientId: evil.id,
      code: 'LR-100001',
      createdBy: staff.user.id,
      createdAt: new Date('2026-01-10T10:00:00Z'),
    });
    await insertLimitRequest(context.app, {
      clientId: plain.id,
      code: 'LR-100002',
      requestStatus: 'approved',
      decisionStatus: 'approved',
      approvedLimit: '15000.00',
      createdAt: new Date('2026-02-10T10:00:00Z'),
    });
  });

  /** The ="…" form Excel keeps as text, as a CSV cell (decision 0010). */
  const excelText = (value: string) => `"=""${value}"""`;
  const codeOf = (line: string) => line.split(',')[0]!.replace(/^"=""(.*)"""$/, '$1');

  const exported = async (query = '', language = 'ar') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/limit-requests/export${query}`,
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
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="limit-requests-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(lines[0]).toBe(
      'الكود,تاريخ الإنشاء,اسم العميل,الرقم القومي,حالة الطلب,حالة القرار,الحد المطلوب,الحد المعتمد,المدة (شهور),التاجر,أنشأه',
    );
    expect(lines).toHaveLength(3);
    expect((await exported('', 'en')).lines[0]).toBe(
      'Code,Created at,Client name,National ID,Request status,Decision status,Requested limit,Approved limit,Tenure (months),Merchant,Created by',
    );
  });

  it('writes every column, statuses translated, neutralising formulas and quoting separators', async () => {
    const { lines } = await exported('?decision_statuses[]=pending', 'en');
    expect(lines).toHaveLength(2);
    const nationalId = (
      await context.app.db.execute<{ national_id: string }>(sql`select national_id from clients where id = ${evilClientId}`)
    ).rows[0]!.national_id;
    // Issue 15, defect 12: the code and national ID as text Excel keeps; the moment in Cairo time (UTC+2 in January).
    expect(lines[1]).toBe(
      `${excelText('LR-100001')},"10/01/2026, 12:00","'=HYPERLINK(""http://evil"")",${excelText(nationalId)},New,Pending,20000.00,,12,Nile Electronics,${creator}`,
    );
    expect((await exported('?decision_statuses[]=approved')).lines[1]!.replace(/\u200f/g, '')).toMatch(
      /^"=""LR-100002""",١٠\/٠٢\/٢٠٢٦، ١٢:٠٠,"سارة, ""الأولى""","=""\d{14}""",مقبول,مقبول,20000.00,15000.00,12,النيل للإلكترونيات,$/,
    );
  });

  it.each([
    ['a client', () => `?client_id=${evilClientId}`, ['LR-100001']],
    ['request codes', () => '?request_codes[]=LR-100002', ['LR-100002']],
    ['a code search', () => '?table_search=LR-10000', ['LR-100001', 'LR-100002']],
    ['a name search', () => `?table_search=${encodeURIComponent('سارة')}`, ['LR-100002']],
    ['a date range', () => '?date_from=2026-02-01&date_to=2026-02-28', ['LR-100002']],
    ['a decision status', () => '?decision_statuses[]=approved&decision_statuses[]=rejected', ['LR-100002']],
  ])("applies the list's filter by %s", async (_case, query, codes) => {
    const { lines } = await exported(query());
    expect(lines.slice(1).map((line) => codeOf(line))).toEqual(codes);
  });

  it.each([
    [
      'more than 5 codes',
      '?request_codes[]=a&request_codes[]=b&request_codes[]=c&request_codes[]=d&request_codes[]=e&request_codes[]=f',
      'request_codes',
    ],
    ['date to before date from', '?date_from=2026-02-10&date_to=2026-02-01', 'date_to'],
    ['a future date', `?date_from=${new Date().getUTCFullYear() + 1}-01-01`, 'date_from'],
    ['an unknown decision status', '?decision_statuses[]=archived', 'decision_statuses'],
  ])("refuses %s with the list's 422", async (_case, query, field) => {
    const { response } = await exported(query);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('walks the whole book across batches, each request once', async () => {
    await insertFakeLimitRequests(context.app.db, { count: 2100, createdBy: null, riskUserId: null });
    const { lines } = await exported();
    const total = Number((await context.app.db.execute<{ n: string }>(sql`select count(*) as n from limit_requests`)).rows[0]!.n);
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.map((line) => codeOf(line))).size).toBe(total + 1);
  });

  it('answers 401 without a token', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/limit-requests/export' })).statusCode).toBe(401);
  });
});
