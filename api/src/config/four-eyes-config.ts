import type { readEnv } from './read-env';

/** Issue 16 (four eyes): when an approval needs a second risk reviewer. Issue 17 moves these to admin pages. */
export interface FourEyesConfig {
  /** An approved amount above this (EGP) waits for a second reviewer's confirmation. */
  fourEyesAmount: number;
  /** So does one that differs from the requested amount by more than this percentage. */
  fourEyesPercent: number;
}

export function readFourEyesConfig(read: ReturnType<typeof readEnv>): FourEyesConfig {
  return {
    fourEyesAmount: read.integer('FOUR_EYES_AMOUNT', 100_000, 0, 999_999_999_999),
    fourEyesPercent: read.integer('FOUR_EYES_PERCENT', 20, 0, 100),
  };
}
