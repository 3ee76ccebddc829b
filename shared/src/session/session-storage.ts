/** The two values SPEC §3 keeps in localStorage; names are part of the contract. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const USER_ID_KEY = 'userId';

export interface StoredSession {
  accessToken: string | null;
  userId: string | null;
}

export function readStoredSession(): StoredSession {
  return {
    accessToken: localStorage.getItem(ACCESS_TOKEN_KEY),
    userId: localStorage.getItem(USER_ID_KEY),
  };
}

export function writeStoredSession(accessToken: string, userId: string): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  localStorage.setItem(USER_ID_KEY, userId);
}

export function clearStoredSession(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
}
