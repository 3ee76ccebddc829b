import type { FastifyReply } from 'fastify';
import path from 'node:path';

/** Entry points name the current build, so browsers must revalidate them. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
/** Bundlers put a content hash in the name (main.3f9a1c2b.js): such a file never changes. */
const CONTENT_HASH = /\.[0-9a-f]{8,}\./i;

export function cacheControlFor(file: string): string {
  const name = path.basename(file);
  if (!ENTRY_FILES.has(name) && CONTENT_HASH.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function setCacheHeaders(reply: FastifyReply, file: string): void {
  reply.header('cache-control', cacheControlFor(file));
}
