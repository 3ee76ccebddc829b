import { createHash } from 'node:crypto';
import { encodeSolution, solveChallenge } from './solve-challenge';

const challengeFor = (salt: string, number: number, maxnumber = 5000) => ({
  algorithm: 'SHA-256' as const,
  challenge: createHash('sha256').update(`${salt}${number}`).digest('hex'),
  salt,
  maxnumber,
  signature: 'f00d',
});

it('finds the secret number, pausing between chunks', async () => {
  const pause = jest.fn(() => Promise.resolve());
  const challenge = challengeFor('s4lt?expires=1999999999', 2345);
  await expect(solveChallenge(challenge, { chunk: 1000, pause })).resolves.toBe(2345);
  expect(pause).toHaveBeenCalledTimes(2);
});

it('gives up past maxnumber', async () => {
  const challenge = challengeFor('salt', 900, 100);
  await expect(solveChallenge(challenge, { pause: () => Promise.resolve() })).resolves.toBeUndefined();
});

it('encodes the solution as base64 JSON for the pow field', () => {
  const challenge = challengeFor('salt', 7);
  expect(JSON.parse(atob(encodeSolution(challenge, 7)))).toEqual({
    algorithm: 'SHA-256',
    challenge: challenge.challenge,
    number: 7,
    salt: 'salt',
    signature: 'f00d',
  });
});
