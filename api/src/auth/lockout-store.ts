/** Failure counting for e-mail addresses that have no account (see UnknownAccountLockout). */
export interface LockoutStore {
  isLocked(email: string): Promise<boolean>;
  /** How long the address stays locked, 0 when it is not: the lock-out message says for how long (issue 15). */
  lockedForMs(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
}

export interface LockoutSettings {
  threshold: number;
  lockMs: number;
}
