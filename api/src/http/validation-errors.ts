import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { FieldMessage } from '../i18n/translate';

/** `/statuses/0` → `statuses`; a missing property names itself; the whole body names no field. */
function fieldOf(error: FastifySchemaValidationError): string | undefined {
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return error.instancePath.split('/')[1] || undefined;
}

function messageOf(error: FastifySchemaValidationError): FieldMessage {
  if (error.keyword === 'required') return 'common.fieldRequired';
  const allowed = error.params?.allowedValues;
  if (error.keyword === 'enum' && Array.isArray(allowed)) return { key: 'invalidChoice', params: { values: allowed.join(', ') } };
  return { key: 'invalidValue' };
}

/** Schema (Ajv) errors → the same field → messages map the rules module produces. */
export function validationFieldErrors(errors: FastifySchemaValidationError[]): Record<string, FieldMessage[]> {
  const fields: Record<string, FieldMessage[]> = {};
  for (const error of errors) {
    const field = fieldOf(error);
    if (!field) continue;
    const list = (fields[field] ??= []);
    const message = messageOf(error);
    if (!list.some((existing) => JSON.stringify(existing) === JSON.stringify(message))) list.push(message);
  }
  return fields;
}
