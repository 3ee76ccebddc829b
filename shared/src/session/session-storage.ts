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

/**
 * Issue 16: the device token a successful log-in hands this browser. It outlives log-out on
 * purpose — it is what lets the owner in while others' failed guesses lock the account for
 * unknown devices — and holds no access: it only vouches that this browser logged in before.
 */
export const DEVICE_TOKEN_KEY = 'deviceToken';

export function readDeviceToken(): string | undefined {
  return localStorage.getItem(DEVICE_TOKEN_KEY) ?? undefined;
}

export function writeDeviceToken(token: string): void {
  localStorage.setItem(DEVICE_TOKEN_KEY, token);
}
