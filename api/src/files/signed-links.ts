import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open a file from the page, short enough that a leaked link soon dies. */
export const LINK_LIFETIME_SECONDS = 15 * 60;
export const FILES_ROUTE = '/api/files/';

export type LinkCheck = { outcome: 'valid' | 'expired'; documentId: number } | { outcome: 'invalid' };

/**
 * Which table of documents a signer's links open. The purpose is part of the signed text,
 * so a link to one table's document #7 never opens another table's #7.
 */
export interface LinkScope {
  purpose: string;
  route: string;
}

export const CLIENT_DOCUMENT_LINKS: LinkScope = { purpose: 'client-document', route: FILES_ROUTE };
export const LIMIT_REQUEST_DOCUMENT_LINKS: LinkScope = { purpose: 'limit-request-document', route: `${FILES_ROUTE}limit-requests/` };
/** Issue 19: the files of a self-onboarding application that matched an existing client. */
export const APPLICATION_FILE_LINKS: LinkScope = { purpose: 'application-file', route: `${FILES_ROUTE}applications/` };

/**
 * Links to a stored document, `/api/files/<id>.<expires>.<signature>`: HMAC-SHA256 over
 * the id and expiry, so neither can be changed without the server's secret.
 */
export function signedLinks(secret: string, now: () => number = Date.now, scope: LinkScope = CLIENT_DOCUMENT_LINKS) {
  const signature = (documentId: number, expires: number) =>
    createHmac('sha256', secret).update(`${scope.purpose}:${documentId}:${expires}`).digest();

  return {
    pathFor(documentId: number): string {
      const expires = Math.floor(now() / 1000) + LINK_LIFETIME_SECONDS;
      return `${scope.route}${documentId}.${expires}.${signature(documentId, expires).toString('base64url')}`;
    },

    /** Reads a token, or a whole path or URL ending in one. */
    check(link: string): LinkCheck {
      const token = link.slice(link.lastIndexOf('/') + 1);
      const match = /^(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
      if (!match) return { outcome: 'invalid' };
      const [, id, expiresText, given] = match as unknown as [string, string, string, string];
      const documentId = Number(id);
      const expires = Number(expiresText);
      // Compared as text: decoding would ignore the spare bits of the last character.
      const expected = Buffer.from(signature(documentId, expires).toString('base64url'));
      const actual = Buffer.from(given);
      if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { outcome: 'invalid' };
      return { outcome: expires * 1000 < now() ? 'expired' : 'valid', documentId };
    },
  };
}

export type SignedLinks = ReturnType<typeof signedLinks>;
