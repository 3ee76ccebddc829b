/** Sources a page may load scripts from and connect to, besides its own origin. */
export interface PolicySources {
  remotes: string[];
}

function contentSecurityPolicy({ remotes }: PolicySources): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    // Fluent UI (Griffel) inserts style rules at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'connect-src': ["'self'", ...remotes],
  };
  // No upgrade-insecure-requests: it would break plain-http installs on a LAN; HSTS covers
  // deployments behind TLS.
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The hardening headers every answer carries, computed once: they depend only on the
 * configuration, and building them per request cost more than the health check itself.
 */
export function securityHeaderValues(sources: PolicySources): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}
