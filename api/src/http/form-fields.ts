import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The text fields of a multipart form. Files are drained unread; a repeated field keeps its first value. */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, string>> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const fields = Object.create(null) as Record<string, string>;
  for await (const part of request.parts()) {
    if (part.type === 'file') part.file.resume();
    else if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
  }
  return fields;
}
