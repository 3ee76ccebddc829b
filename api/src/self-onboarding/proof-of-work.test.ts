import { solvePow } from '../test/proof-of-work';
import { POW_LIFETIME_SECONDS, proofOfWork } from './proof-of-work';

describe('issue 19 proof of work (ALTCHA scheme)', () => {
  const key = 'k'.repeat(32);
  let clock = Date.UTC(2026, 10, 1);
  const pow = proofOfWork(key, 2000, () => clock);

  it('accepts a solved challenge and tells its challenge and expiry', () => {
    const challenge = pow.challenge();
    expect(pow.check(solvePow(challenge))).toEqual({
      challenge: challenge.challenge,
      expiresAt: new Date(clock + POW_LIFETIME_SECONDS * 1000),
    });
  });

  it('refuses an expired one and another server’s', () => {
    const solution = solvePow(pow.challenge());
    expect(proofOfWork('x'.repeat(32), 2000, () => clock).check(solution)).toBeUndefined();
    clock += POW_LIFETIME_SECONDS * 1000;
    expect(pow.check(solution)).toBeUndefined();
  });

  it.each(['', 'not base64 at all', Buffer.from('null').toString('base64'), Buffer.from('[1]').toString('base64')])(
    'refuses garbage %p',
    (garbage) => expect(pow.check(garbage)).toBeUndefined(),
  );
});
