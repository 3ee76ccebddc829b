import type { Language } from '@back-office/shared/rules';
import type { FastifyInstance } from 'fastify';
import { applicationsRepository } from '../repositories/self-onboarding/applications-repository';
import { insertClient } from './fixtures';

/**
 * Issue 19: a self-onboarded client and its application, both real rows, as the public form leaves
 * them (the form's own path is tested in self-store.test.ts); answers both and the reference.
 */
export async function insertApplicant(app: FastifyInstance, options: { language?: Language; submitted?: boolean } = {}) {
  const client = await insertClient(app, { source: 'self_onboarding', isSubmitted: options.submitted ?? false });
  const applications = applicationsRepository(app.db);
  const { reference } = await applications.create({
    clientId: client.id,
    matchedExisting: false,
    mobile: client.phone1,
    language: options.language ?? 'ar',
  });
  const application = (await applications.findByReference(reference))!;
  return { client, reference, application };
}
