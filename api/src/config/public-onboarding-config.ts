import type { readEnv } from './read-env';

export interface PublicOnboardingConfig {
  /** Applications one address may send per hour. */
  selfOnboardingRateLimit: number;
  /** Sites that may call the public self-onboarding API from their own pages (CORS). */
  publicOnboardingOrigins: string[];
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
  };
}
