import type { FastifyInstance } from 'fastify';

/**
 * Every route the app serves, as `METHOD /path` (Fastify's own spelling, `:id`), read
 * from its route tree. HEAD is left out: Fastify adds it to each GET and it answers alike.
 */
export function routesOf(app: FastifyInstance): string[] {
  const parents: string[] = [];
  const routes = new Set<string>();
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.add(`${method} ${path}`);
  }
  return [...routes].sort();
}
