import type { PowChallenge } from '@back-office/shared/contract';
import fp from 'fastify-plugin';
import { loadSigningSecret } from '../files/signing-secret';
import { powSolutionsRepository } from '../repositories/self-onboarding/pow-solutions-repository';
import { derivePowKey, proofOfWork } from '../self-onboarding/proof-of-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 19: the public forms' proof of work (decision 0023). */
    proofOfWork: { challenge(): PowChallenge; verify(pow: string | undefined): Promise<boolean> };
  }
}

/** One in this many verifications also removes expired solutions: no timer, and the table stays small. */
const SWEEP_EVERY = 50;

export default fp(
  async function proofOfWorkPlugin(app) {
    const { config } = app;
    const key = config.powHmacKey ?? derivePowKey(await loadSigningSecret(config.fileSigningSecret, config.fileSigningSecretFile));
    const pow = proofOfWork(key, config.powMaxNumber);
    let verified = 0;
    app.decorate('proofOfWork', {
      challenge: () => pow.challenge(),
      async verify(solution: string | undefined): Promise<boolean> {
        const checked = solution ? pow.check(solution) : undefined;
        if (!checked) return false;
        const solutions = powSolutionsRepository(app.db);
        verified += 1;
        if (verified % SWEEP_EVERY === 0) await solutions.deleteExpired();
        return solutions.markUsed(checked.challenge, checked.expiresAt);
      },
    });
  },
  { name: 'proof-of-work', dependencies: ['config', 'database', 'files'] },
);
