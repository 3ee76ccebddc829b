import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenApiOperation } from './openapi-operations';

// Ajv and ajv-formats come with Fastify (@fastify/ajv-compiler), the validator the routes use.
const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
const compiled = new WeakMap<object, ValidateFunction>();

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What is wrong with an answer by its operation's own response schemas; undefined when nothing. */
export function responseProblem(operation: OpenApiOperation, answer: Answer): string | undefined {
  const declared = operation.responses[String(answer.statusCode)];
  if (!declared) return `status ${answer.statusCode} is not declared`;
  const schema = declared.content?.['application/json']?.schema;
  if (!schema || !String(answer.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'the body is not JSON';
  }
  return validate(body) ? undefined : `breaks its schema: ${ajv.errorsText(validate.errors)}`;
}
