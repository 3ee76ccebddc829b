import { UnknownAccountLockout } from './unknown-account-lockout';

describe('UnknownAccountLockout', () => {
  it('locks after the threshold and unlocks when the time is up', async () => {
    const lockout = new UnknownAccountLockout(2, 1000);
    await lockout.recordFailure('a@x.test', 0);
    expect(await lockout.isLocked('a@x.test', 0)).toBe(false);
    await lockout.recordFailure('a@x.test', 0);
    expect(await lockout.isLocked('a@x.test', 999)).toBe(true);
    expect(await lockout.isLocked('a@x.test', 1001)).toBe(false);
    expect(await lockout.isLocked('b@x.test', 0)).toBe(false);
  });

  it('says how long the lock has left, for the lock-out message (issue 15)', async () => {
    const lockout = new UnknownAccountLockout(1, 1000);
    expect(await lockout.lockedForMs('a@x.test', 0)).toBe(0);
    await lockout.recordFailure('a@x.test', 0);
    expect(await lockout.lockedForMs('a@x.test', 400)).toBe(600);
    expect(await lockout.lockedForMs('a@x.test', 1400)).toBe(0);
  });

  it('forgets the oldest addresses beyond its capacity', async () => {
    const lockout = new UnknownAccountLockout(1, 1000, 2);
    for (const email of ['1@x.test', '2@x.test', '3@x.test']) await lockout.recordFailure(email, 0);
    expect(await lockout.isLocked('1@x.test', 0)).toBe(false);
    expect(await lockout.isLocked('3@x.test', 0)).toBe(true);
  });
});

describe('UnknownAccountLockout growing delay (issue 16)', () => {
  it('doubles the wait with each failure past the threshold, up to the maximum, and counts on through a lock', async () => {
    const lockout = new UnknownAccountLockout(2, 1000, 100, 3000);
    expect(await lockout.recordFailure('a@x.test', 0)).toBe(1);
    expect(await lockout.lockedForMs('a@x.test', 0)).toBe(0);
    expect(await lockout.recordFailure('a@x.test', 0)).toBe(2);
    expect(await lockout.lockedForMs('a@x.test', 0)).toBe(1000);
    expect(await lockout.recordFailure('a@x.test', 1000)).toBe(3);
    expect(await lockout.lockedForMs('a@x.test', 1000)).toBe(2000);
    await lockout.recordFailure('a@x.test', 3000);
    expect(await lockout.lockedForMs('a@x.test', 3000)).toBe(3000);
  });
});
