/** The query parameter /login reads to send the user back where they were (issue 15, defect 13). */
export const RETURN_PARAM = 'next';

const BASE = 'http://portal.invalid';

/**
 * `value` as an in-app path to return to after logging in, or null. Only a path of this
 * portal counts: an absolute URL, `//host`, `/\host` or anything that resolves elsewhere would
 * make /login an open redirect, and /login itself (or `/`) is no place to return to.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/' || url.pathname === '/login' || url.pathname.startsWith('/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering `path` when it is a place worth returning to. */
export function loginPathFor(path: string): string {
  const back = safeReturnPath(path);
  return back ? `/login?${new URLSearchParams({ [RETURN_PARAM]: back }).toString()}` : '/login';
}
