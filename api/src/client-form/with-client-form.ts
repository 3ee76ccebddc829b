import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../files/file-storage';
import { uploadBatch } from '../files/upload-batch';
import { readClientForm, type ClientForm } from './client-form';

/**
 * Reads the multipart client form, its files going to storage under new keys, and runs
 * `save`. The files are kept only if `save` succeeds: whatever fails, the batch deletes
 * what it wrote, so a failed request leaves neither a row nor a file behind.
 */
export async function withClientForm<T>(storage: FileStorage, request: FastifyRequest, save: (form: ClientForm) => Promise<T>): Promise<T> {
  const uploads = uploadBatch(storage);
  try {
    const result = await save(await readClientForm(request, uploads));
    uploads.keep();
    return result;
  } finally {
    await uploads.discard();
  }
}
