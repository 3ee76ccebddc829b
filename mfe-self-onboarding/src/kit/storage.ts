/**
 * Browser storage that never throws: private windows, full quotas and sites that forbid it just
 * mean nothing is kept (issue 19's resume is a help, never a requirement).
 */
function area(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(kind: 'local' | 'session', key: string): T | undefined {
  try {
    const text = area(kind)?.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(kind: 'local' | 'session', key: string, value: unknown): boolean {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function remove(kind: 'local' | 'session', key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing was kept, so there is nothing to clear.
  }
}
