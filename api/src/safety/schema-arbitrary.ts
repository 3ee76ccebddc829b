import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses for parameters and bodies. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

const INT4_MAX = 2_147_483_647;

/**
 * Issue 16: numbers beyond what any column holds (numeric(14, 2), int4, a double's range), as
 * numbers and as the texts a form sends; `monthly_income=10000000000000` once answered 500.
 */
export const HUGE_NUMBERS = [1e13, 1e300, Number.MAX_VALUE] as const;
export const HUGE_NUMBER_TEXTS = ['10000000000000', '1e13', '1e300', '999999999999.999', '1000000000000.00', '-10000000000000'] as const;
/** Issue 16: a 20,000-character text; a name that long was once cut and stored. */
export const HUGE_TEXT_LENGTH = 20_000;
export const hugeTexts = () => fc.constantFrom('م'.repeat(HUGE_TEXT_LENGTH), 'x'.repeat(HUGE_TEXT_LENGTH), '9'.repeat(HUGE_TEXT_LENGTH));

/** Arabic, Latin, emoji, controls (NUL included) and lone surrogates: what a form can be sent. */
const hostileText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength, unit: 'binary' }),
    fc.string({ maxLength, unit: fc.constantFrom('م', 'ح', 'د', ' ', '\u0000', '\u202e', '😀', "'", '%', '\\', '\ud800') }),
  );

function integer(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -INT4_MAX;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  // Small ids meet the rows the test created; the edges meet column limits.
  const edges = [min, max, Math.min(max, INT4_MAX), Math.min(max, INT4_MAX + 1)];
  // With no maximum, a number beyond every column is still a valid integer for the schema.
  const huge = schema.maximum === undefined ? HUGE_NUMBERS.filter((value) => value >= min) : [];
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }), fc.constantFrom(...edges, ...huge));
}

function string(schema: JsonSchema): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 200;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= maxLength);
  return hostileText(Math.min(maxLength, 200)).filter((value) => value.length >= (schema.minLength ?? 0));
}

/** A value the schema accepts. */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.type === 'integer') return integer(schema);
  if (schema.type === 'number') return fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true });
  if (schema.type === 'boolean') return fc.boolean();
  if (schema.type === 'array') return fc.array(validValue(schema.items ?? {}), { maxLength: 4 });
  if (schema.type === 'object') return validObject(schema);
  return string(schema);
}

export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, validValue(property)]));
  return fc.record(properties, { requiredKeys: schema.required ?? [] });
}

/**
 * Whether a text arrives as that enum member: query strings and form fields are coerced, so
 * "05", " 5" and "5.0" all are the page size 5.
 */
export function sameWhenCoerced(member: unknown, text: string): boolean {
  return member === text || (typeof member === 'number' && text.trim() !== '' && Number(text) === member);
}

/** Values the schema refuses; none when it accepts any string. */
export function invalidValues(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  // Up to 8,000 characters over: Node refuses a request line over its 16 KB header limit (431) before the app sees it.
  const huge = fc.integer({ min: 1, max: 8_000 }).map((extra) => 'x'.repeat((schema.maxLength ?? 0) + extra));
  if (schema.enum)
    return [fc.string({ minLength: 1, maxLength: 30 }).filter((value) => !schema.enum!.some((member) => sameWhenCoerced(member, value)))];
  if (schema.type === 'integer' || schema.type === 'number') {
    const outOfRange = [
      ...(schema.minimum === undefined ? [] : [fc.integer({ min: -1e6, max: schema.minimum - 1 })]),
      ...(schema.maximum === undefined ? [] : [fc.constantFrom(schema.maximum + 1, Number.MAX_SAFE_INTEGER * 10)]),
    ];
    const notAnInteger = (value: string) => value.trim() === '' || !Number.isInteger(Number(value));
    const wrongType = fc.oneof(
      fc.constantFrom('abc', '1.5', '1e400', '١٢'),
      fc.string({ minLength: 1, maxLength: 20 }).filter(notAnInteger),
    );
    return [wrongType, ...outOfRange];
  }
  if (schema.type === 'array') return invalidValues(schema.items ?? {}).map((item) => fc.array(item, { minLength: 1, maxLength: 3 }));
  const invalid = [];
  if (schema.maxLength !== undefined) invalid.push(huge);
  if (schema.pattern) invalid.push(hostileText(50).filter((value) => !new RegExp(schema.pattern!).test(value)));
  return invalid;
}
