/** Failure counting for e-mail addresses that have no account (see UnknownAccountLockout). */
export interface LockoutStore {
  isLocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
}

export interface LockoutSettings {
  threshold: number;
  lockMs: number;
}
