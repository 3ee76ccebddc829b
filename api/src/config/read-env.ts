import { OperatorError } from '../operator-error';

/** Every invalid variable, one line each, so an operator fixes them in one go. */
export class ConfigError extends OperatorError {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Typed readers that record a problem instead of throwing at the first one. */
export function readEnv(env: NodeJS.ProcessEnv) {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  return {
    problems,
    optionalString: raw,
    string(name: string, fallback: string): string {
      return raw(name) ?? fallback;
    },
    integer(name: string, fallback: number, min: number, max: number): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const parsed = Number(value);
      if (/^\d+$/.test(value) && parsed >= min && parsed <= max) return parsed;
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    },
    /** A share from 0 to 1 (`0.25`). */
    ratio(name: string, fallback: number): number {
      const value = raw(name);
      if (value === undefined) return fallback;
      const parsed = Number(value);
      if (/^(0|1)?(\.\d+)?$/.test(value) && value !== '.' && parsed >= 0 && parsed <= 1) return parsed;
      problems.push(`${name} must be a number from 0 to 1 (got "${value}")`);
      return fallback;
    },
    oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
      const value = raw(name);
      if (value === undefined) return fallback;
      if ((allowed as readonly string[]).includes(value)) return value as T;
      problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
      return fallback;
    },
    boolean(name: string, fallback: boolean): boolean {
      const value = raw(name)?.toLowerCase();
      if (value === undefined) return fallback;
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      problems.push(`${name} must be true or false (got "${value}")`);
      return fallback;
    },
    /** A value the chosen setup cannot run without. */
    requiredString(name: string, why: string): string {
      const value = raw(name);
      if (value === undefined) problems.push(`${name} is required ${why}`);
      return value ?? '';
    },
    optionalUrl(name: string, protocols: string[]): string | undefined {
      const value = raw(name);
      if (value === undefined) return undefined;
      const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
      if (protocol && protocols.includes(protocol)) return value;
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return undefined;
    },
  };
}
