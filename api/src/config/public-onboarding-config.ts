import type { readEnv } from './read-env';

export interface PublicOnboardingConfig {
  /** Applications one address may send per hour. */
  selfOnboardingRateLimit: number;
  /** Sites that may call the public self-onboarding API from their own pages (CORS). */
  publicOnboardingOrigins: string[];
  /** Issue 19: bytes the public form may store per day (UTC) over all applications; one statement refuses more. */
  publicUploadDailyBytes: number;
  /** Issue 19: applications one mobile number may send in 24 hours, whoever's it is. */
  selfOnboardingPerMobileLimit: number;
  /** Issue 19: the proof of work's largest secret number; the browser tries half of them on average. */
  powMaxNumber: number;
  /** Issue 19: the key the proof-of-work challenges are signed with; absent, one derived from the file signing secret. */
  powHmacKey?: string;
}

/** An origin is scheme, host and port only: what a browser sends in `Origin`. */
function isOrigin(value: string): boolean {
  return URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol) && new URL(value).origin === value;
}

export function readPublicOnboardingConfig(read: ReturnType<typeof readEnv>): PublicOnboardingConfig {
  const origins = (read.optionalString('PUBLIC_ONBOARDING_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of origins.filter((origin) => !isOrigin(origin))) {
    read.problems.push(
      `PUBLIC_ONBOARDING_ORIGINS must list origins like https://site.example or http://localhost:4000, comma-separated, without a path or trailing slash (got "${origin}")`,
    );
  }
  return {
    selfOnboardingRateLimit: read.integer('SELF_ONBOARDING_RATE_LIMIT', 10, 1, 1_000_000),
    publicOnboardingOrigins: origins.filter(isOrigin),
    publicUploadDailyBytes: read.integer('PUBLIC_UPLOAD_DAILY_BYTES', 2 * 1024 ** 3, 1024 * 1024, Number.MAX_SAFE_INTEGER),
    selfOnboardingPerMobileLimit: read.integer('SELF_ONBOARDING_PER_MOBILE_LIMIT', 3, 1, 1000),
    powMaxNumber: read.integer('POW_MAX_NUMBER', 50_000, 1000, 10_000_000),
    powHmacKey: powHmacKey(read),
  };
}

/** A configured key must be long enough not to be guessed offline from a challenge and its signature. */
function powHmacKey(read: ReturnType<typeof readEnv>): string | undefined {
  const key = read.optionalString('POW_HMAC_KEY');
  if (key !== undefined && key.length < 32) read.problems.push('POW_HMAC_KEY must be at least 32 characters (or left unset)');
  return key;
}
