import { randomInt } from 'node:crypto';
import type { Language } from '@back-office/shared/rules';
import type { FastifyInstance } from 'fastify';
import type { ApplicationFacts, ApplicationLookup } from '../self-onboarding/application-lookup';
import { insertClient } from './fixtures';

/**
 * TEST ONLY (issue 19): the applications by reference, kept in a map, until the public form's
 * applications table is merged. The clients are real rows (test/fixtures.ts insertClient).
 */
export class InMemoryApplicationsForTests implements ApplicationLookup {
  private readonly byReference = new Map<string, ApplicationFacts>();
  private nextId = 1;

  async findByReference(reference: string) {
    return this.byReference.get(reference);
  }

  add(reference: string, facts: Omit<ApplicationFacts, 'id'>): ApplicationFacts {
    const application = { id: this.nextId++, ...facts };
    this.byReference.set(reference, application);
    return application;
  }
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const group = () => Array.from({ length: 5 }, () => CROCKFORD[randomInt(32)]).join('');
export const randomReference = () => `SO-${group()}-${group()}`;

/** A self-onboarded client (a real row) and its application in the test map; answers both. */
export async function insertApplicant(app: FastifyInstance, options: { language?: Language; submitted?: boolean } = {}) {
  const client = await insertClient(app, { source: 'self_onboarding', isSubmitted: options.submitted ?? false });
  const reference = randomReference();
  const application = (app.applications as InMemoryApplicationsForTests).add(reference, {
    clientId: client.id,
    mobile: client.phone1,
    language: options.language ?? 'ar',
    createdAt: client.createdAt,
  });
  return { client, reference, application };
}
