import fc from 'fast-check';
import { multipart, PDF, PNG, type FilePart } from '../test/multipart';
import { invalidValues, validObject, validValue, type JsonSchema } from './schema-arbitrary';

interface Parameter {
  in: 'path' | 'query';
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

function multipartValues(schema: JsonSchema): fc.Arbitrary<Values> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [
      fieldName(name),
      property.format === 'binary' ? fileParts : validValue(property).map(String),
    ]),
  );
  return fc.record(fields, { requiredKeys: [] });
}

function bodyArbitrary(operation: OpenApiOperation): fc.Arbitrary<Body> {
  const content = operation.requestBody?.content ?? {};
  const kinds: fc.Arbitrary<Body>[] = [];
  if (content['application/json'])
    kinds.push(validObject(content['application/json'].schema).map((values) => ({ kind: 'json' as const, values })));
  if (content['multipart/form-data'])
    kinds.push(multipartValues(content['multipart/form-data'].schema).map((values) => ({ kind: 'multipart' as const, values })));
  return kinds.length ? fc.oneof(...kinds) : fc.constant({ kind: 'none' as const });
}

const parameterValues = (parameters: Parameter[]) =>
  fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, validValue(parameter.schema)])), {
    requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });

/** A lone surrogate cannot be percent-encoded; a browser sends U+FFFD in its place. */
const wellFormed = (value: string) => Buffer.from(value, 'utf8').toString('utf8');

interface Parts {
  path: Values;
  query: Values;
  body: Body;
  broken?: string;
}

function toRequest(operation: Operation, parts: Parts): FuzzRequest {
  const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(wellFormed(String(parts.path[name]))));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query))
    for (const item of [value].flat()) query.append(Array.isArray(value) ? `${name}[]` : name, wellFormed(String(item)));
  const request: FuzzRequest = { method: operation.method, url: query.size ? `${url}?${query}` : url, headers: {}, broken: parts.broken };
  if (parts.body.kind === 'json')
    return { ...request, payload: JSON.stringify(parts.body.values), headers: { 'content-type': 'application/json' } };
  if (parts.body.kind === 'multipart') {
    const form = multipart(parts.body.values as Record<string, string | FilePart>);
    return { ...request, payload: form.payload, headers: form.headers };
  }
  return request;
}

function validParts(operation: Operation): fc.Arbitrary<Parts> {
  const parameters = operation.operation.parameters ?? [];
  return fc.record({
    path: parameterValues(parameters.filter((parameter) => parameter.in === 'path')),
    query: parameterValues(parameters.filter((parameter) => parameter.in === 'query')),
    body: bodyArbitrary(operation.operation),
  });
}

export const validRequests = (operation: Operation) => validParts(operation).map((parts) => toRequest(operation, parts));

/** Each way to break one input alone: a required parameter left out, or one value the schema refuses. */
function breakages(operation: Operation): fc.Arbitrary<(parts: Parts) => Parts>[] {
  const ways: fc.Arbitrary<(parts: Parts) => Parts>[] = [];
  for (const parameter of operation.operation.parameters ?? []) {
    const where = parameter.in;
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
  for (const [name, property] of Object.entries(form?.properties ?? {})) {
    if (property.format === 'binary') continue;
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
