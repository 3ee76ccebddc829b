import fc from 'fast-check';
import { invalidRequests, validRequests, type Operation } from './openapi-operations';
import { invalidValues, sameWhenCoerced, validValue } from './schema-arbitrary';

describe('sameWhenCoerced', () => {
  it.each(['5', '05', ' 5', '5.0', '5e0'])('takes %p for the page size 5, as the query coercion does', (text) => {
    expect(sameWhenCoerced(5, text)).toBe(true);
  });

  it.each(['', ' ', '6', '5a', 'five'])('tells %p apart from 5', (text) => {
    expect(sameWhenCoerced(5, text)).toBe(false);
  });

  it('compares a text member as written', () => {
    expect(sameWhenCoerced('staff', 'staff')).toBe(true);
    expect(sameWhenCoerced('staff', 'Staff')).toBe(false);
  });
});

describe('invalidValues', () => {
  it('offers only texts outside an enum, however they are coerced', () => {
    const schema = { type: 'integer', enum: [5, 10, 25, 50] };
    const [texts] = invalidValues(schema);
    fc.assert(
      fc.property(texts!, (value) => expect(schema.enum).not.toContain(Number(value))),
      { numRuns: 2_000, seed: 20_261_124 },
    );
  });
});

describe('issue 16 cases', () => {
  const operation: Operation = {
    method: 'POST',
    path: '/api/clients/update/{id}',
    isPublic: false,
    operation: {
      parameters: [
        { in: 'path', name: 'id', required: true, schema: { type: 'integer', minimum: 1 } },
        { in: 'header', name: 'if-match', schema: { type: 'string' } },
      ],
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { client_name: { type: 'string', maxLength: 100 }, monthly_income: { type: 'string' } } },
          },
        },
      },
      responses: {},
    },
  };
  const samples = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { numRuns: 600, seed: 20_261_125 });

  it('breaks multipart bodies three ways and sends 20,000-character texts to fields with a maximum', () => {
    const broken = new Set(samples(invalidRequests(operation)!).map((request) => request.broken));
    expect([...broken]).toEqual(
      expect.arrayContaining([
        'multipart without a boundary',
        'multipart cut short',
        'multipart with broken part headers',
        'client_name=20000 characters',
      ]),
    );
  });

  it('sends numbers no column holds in form fields, and versions in If-Match', () => {
    const requests = samples(validRequests(operation));
    const bodies = requests.map((request) => String(request.payload ?? ''));
    expect(bodies.some((body) => body.includes('10000000000000') || body.includes('1e300'))).toBe(true);
    expect(requests.some((request) => /^"[0-3]"$/.test(request.headers['if-match'] ?? ''))).toBe(true);
  });

  it('offers integers beyond every column where the schema sets no maximum', () => {
    expect(samples(validValue({ type: 'integer', minimum: 0 }))).toEqual(expect.arrayContaining([1e13, 1e300]));
  });
});
