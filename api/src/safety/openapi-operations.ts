import fc from 'fast-check';
import { multipart, PDF, PNG, type FilePart } from '../test/multipart';
import { HUGE_NUMBER_TEXTS, hugeTexts, invalidValues, validObject, validValue, type JsonSchema } from './schema-arbitrary';

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface MediaType {
  schema: JsonSchema;
}

export interface OpenApiOperation {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: 'GET' | 'POST';
  path: string;
  operation: OpenApiOperation;
  isPublic: boolean;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      operation,
      isPublic: Array.isArray(operation.security) && operation.security.length === 0,
    })),
  );
}

/** One generated call; `broken` names what the invalid case broke. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
  broken?: string;
}

type Values = Record<string, unknown>;
type Body = { kind: 'json'; values: Values } | { kind: 'multipart'; values: Values } | { kind: 'none' };

const fileParts: fc.Arbitrary<FilePart> = fc.oneof(
  fc.constant({ name: 'scan.pdf', content: PDF }),
  fc.constant({ name: 'photo.png', content: PNG }),
  fc.record({
    name: fc.string({ maxLength: 40, unit: 'binary' }),
    content: fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  }),
);

/** `client_documents[i][files]` is documented once; a form sends it as index 0. */
const fieldName = (name: string) => name.replace('[i]', '[0]');

/**
 * A form field's text: what its schema accepts or, since a form field is only documented (the
 * rules check it), sometimes a number no column holds (issue 16); the answer must still be no 5xx.
 */
const formText = (property: JsonSchema) =>
  property.pattern || property.enum
    ? validValue(property).map(String)
    : fc.oneof({ weight: 4, arbitrary: validValue(property).map(String) }, { weight: 1, arbitrary: fc.constantFrom(...HUGE_NUMBER_TEXTS) });

function multipartValues(schema: JsonSchema): fc.Arbitrary<Values> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      fieldName(name),
      property.format === 'binary' ? fileParts : formText(property),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

/**
 * Issue 16: multipart bodies the parser cannot read (no boundary, cut short, broken part headers).
 * They once answered 500 and logged a stack; now a 400.
 */
const BROKEN_MULTIPART: { broken: string; contentType: (boundary: string) => string; body: (boundary: string) => string }[] = [
  { broken: 'multipart without a boundary', contentType: () => 'multipart/form-data', body: (b) => `--${b}\r\n` },
  {
    broken: 'multipart cut short',
    contentType: (b) => `multipart/form-data; boundary=${b}`,
    body: (b) => `--${b}\r\nContent-Disposition: form-data; name="x"\r\n\r\nva`,
  },
  {
    broken: 'multipart with broken part headers',
    contentType: (b) => `multipart/form-data; boundary=${b}`,
    body: (b) => `--${b}\r\nContent-Disposition\r\n\u0000garbage`,
  },
];

function bodyArbitrary(operation: OpenApiOperation): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const kinds: fc.Arbitrary<Body>[] = [];
  if (content['application/json'])
    kinds.push(validObject(content['application/json'].schema).map((values) => ({ kind: 'json' as const, values })));
  if (content['multipart/form-data'])
    kinds.push(multipartValues(content['multipart/form-data'].schema).map((values) => ({ kind: 'multipart' as const, values })));
  return kinds.length ? fc.oneof(...kinds) : fc.constant({ kind: 'none' as const });
}

/** An edit's If-Match names a version; the small ones meet the rows the test created (issue 16). */
const headerValues = (parameters: Parameter[]) =>
  fc.record(
    Object.fromEntries(
      parameters.map((parameter) => [
        parameter.name,
        parameter.name === 'if-match'
          ? fc.oneof(
              fc.integer({ min: 0, max: 3 }).map((version) => `"${version}"`),
              validValue(parameter.schema),
            )
          : validValue(parameter.schema),
      ]),
    ),
    { requiredKeys: [] },
  );

const parameterValues = (parameters: Parameter[]) =>
  fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, validValue(parameter.schema)])), {
    requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });

/** A lone surrogate cannot be percent-encoded; a browser sends U+FFFD in its place. */
const wellFormed = (value: string) => Buffer.from(value, 'utf8').toString('utf8');

interface Parts {
  path: Values;
  query: Values;
  header: Values;
  body: Body;
  broken?: string;
  /** A raw body that replaces `body`, with its own content type (broken multipart). */
  raw?: { contentType: string; payload: string };
}

function toRequest(operation: Operation, parts: Parts): FuzzRequest {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(String(parts.path[name]))));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query))
    for (const item of [value].flat()) query.append(Array.isArray(value) ? `${name}[]` : name, wellFormed(String(item)));
  const headers = Object.fromEntries(Object.entries(parts.header).map(([name, value]) => [name, String(value)]));
  const request: FuzzRequest = { method: operation.method, url: query.size ? `${url}?${query}` : url, headers, broken: parts.broken };
  if (parts.raw) return { ...request, payload: parts.raw.payload, headers: { ...headers, 'content-type': parts.raw.contentType } };
  if (parts.body.kind === 'json')
    return { ...request, payload: JSON.stringify(parts.body.values), headers: { ...headers, 'content-type': 'application/json' } };
  if (parts.body.kind === 'multipart') {
    const form = multipart(parts.body.values as Record<string, string | FilePart>);
    return { ...request, payload: form.payload, headers: { ...headers, ...form.headers } };
  }
  return request;
}

function validParts(operation: Operation): fc.Arbitrary<Parts> {
  const parameters = operation.operation.parameters ?? [];
  return fc.record({
    path: parameterValues(parameters.filter((parameter) => parameter.in === 'path')),
    query: parameterValues(parameters.filter((parameter) => parameter.in === 'query')),
    header: headerValues(parameters.filter((parameter) => parameter.in === 'header')),
    body: bodyArbitrary(operation.operation),
  });
}

export const validRequests = (operation: Operation) => validParts(operation).map((parts) => toRequest(operation, parts));

/** Each way to break one input alone: a required parameter left out, or one value the schema refuses. */
function breakages(operation: Operation): fc.Arbitrary<(parts: Parts) => Parts>[] {
  const ways: fc.Arbitrary<(parts: Parts) => Parts>[] = [];
  for (const parameter of operation.operation.parameters ?? []) {
    const where = parameter.in;
    if (where === 'header') continue;
    if (parameter.required && where === 'query') {
      ways.push(
        fc.constant((parts) => ({
          ...parts,
          query: Object.fromEntries(Object.entries(parts.query).filter(([name]) => name !== parameter.name)),
          broken: `missing ${parameter.name}`,
        })),
      );
    }
    for (const invalid of invalidValues(parameter.schema)) {
      ways.push(
        invalid.map((value) => (parts) => ({
          ...parts,
          [where]: { ...parts[where], [parameter.name]: value },
          broken: `${parameter.name}=${String(value).slice(0, 60)}`,
        })),
      );
    }
  }
  const json = operation.operation.requestBody?.content['application/json']?.schema;
  for (const [name, property] of Object.entries(json?.properties ?? {})) {
    // A JSON object is never coerced to a scalar, whatever the declared type.
    ways.push(
      fc.constant((parts) => ({
        ...parts,
        body: { kind: 'json', values: { ...(parts.body.kind === 'json' ? parts.body.values : {}), [name]: { nested: property.type } } },
        broken: `${name} as an object`,
      })),
    );
  }
  const form = operation.operation.requestBody?.content['multipart/form-data']?.schema;
  if (form) {
    for (const { broken, contentType, body } of BROKEN_MULTIPART) {
      ways.push(
        fc.string({ minLength: 8, maxLength: 30, unit: fc.constantFrom(...'abcdefghij0123456789-') }).map((boundary) => (parts) => ({
          ...parts,
          raw: { contentType: contentType(boundary), payload: body(boundary) },
          broken,
        })),
      );
    }
  }
  for (const [name, property] of Object.entries(form?.properties ?? {})) {
    if (property.format === 'binary') continue;
    // Issue 16: a 20,000-character value of a field with a maximum length is refused on that field.
    if (property.maxLength !== undefined)
      ways.push(
        hugeTexts().map((value) => (parts) => ({
          ...parts,
          body: { kind: 'multipart', values: { ...(parts.body.kind === 'multipart' ? parts.body.values : {}), [fieldName(name)]: value } },
          broken: `${name}=${value.length} characters`,
        })),
      );
    for (const invalid of invalidValues(property)) {
      ways.push(
        invalid.map((value) => (parts) => ({
          ...parts,
          body: {
            kind: 'multipart',
            values: { ...(parts.body.kind === 'multipart' ? parts.body.values : {}), [fieldName(name)]: String(value) },
          },
          broken: `${name}=${String(value).slice(0, 60)}`,
        })),
      );
    }
  }
  return ways;
}

/** Undefined when the schemas accept everything (no required input, no constrained value). */
export function invalidRequests(operation: Operation): fc.Arbitrary<FuzzRequest> | undefined {
  const ways = breakages(operation);
  if (!ways.length) return undefined;
  return fc.tuple(validParts(operation), fc.oneof(...ways)).map(([parts, breakIt]) => toRequest(operation, breakIt(parts)));
}
