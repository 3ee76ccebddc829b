import { fieldErrors } from '@back-office/shared';

type QueryError = Parameters<typeof fieldErrors>[0];

/**
 * Issue 20: the API names the Idempotency-Key itself in its 422 when the key already carried
 * another body (the form was changed after a send that did arrive): the next submission needs a
 * new key. Any other refusal leaves the key as it is (the server released it).
 */
export const keyRefused = (error: QueryError): boolean => 'idempotency-key' in fieldErrors(error);
