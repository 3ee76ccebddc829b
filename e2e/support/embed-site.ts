import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before } from 'node:test';
import { portFor } from './use-portal';

export interface EmbedSite {
  /** The origin the portal must list in PUBLIC_ONBOARDING_ORIGINS. */
  readonly origin: string;
  /** The page of the other site, its form in `language`. */
  pageUrl(language: 'ar' | 'en'): string;
}

/**
 * Another company's plain HTML page on its own origin for the test file: the shipped example,
 * pointed at the portal that `portalBaseUrl` gives once the portal has started.
 */
export function useEmbedSite(portOffset: number, portalBaseUrl: () => string): EmbedSite {
  const port = portFor(portOffset);
  const origin = `http://127.0.0.1:${port}`;
  const example = readFileSync(path.resolve(__dirname, '../../mfe-self-onboarding/examples/embed.html'), 'utf8');
  const server = createServer((request, response) => {
    const language = new URL(request.url ?? '/', origin).searchParams.get('lang') === 'en' ? 'en' : 'ar';
    const page = example.replaceAll('http://localhost:3000', portalBaseUrl()).replace('data-lang="ar"', `data-lang="${language}"`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  before(() => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { origin, pageUrl: (language) => `${origin}/embed.html?lang=${language}` };
}
