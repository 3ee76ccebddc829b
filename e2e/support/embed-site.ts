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

export interface RunningEmbedSite extends EmbedSite {
  close(): Promise<void>;
}

function siteAt(port: number): EmbedSite {
  const origin = `http://127.0.0.1:${port}`;
  return { origin, pageUrl: (language) => `${origin}/embed.html?lang=${language}` };
}

/**
 * Another company's plain HTML page on its own origin: the shipped example, pointed at the
 * portal that `portalBaseUrl` gives when the page is asked for.
 */
export async function startEmbedSite(port: number, portalBaseUrl: () => string): Promise<RunningEmbedSite> {
  const site = siteAt(port);
  const example = readFileSync(path.resolve(__dirname, '../../mfe-self-onboarding/examples/embed.html'), 'utf8');
  const server = createServer((request, response) => {
    const language = new URL(request.url ?? '/', site.origin).searchParams.get('lang') === 'en' ? 'en' : 'ar';
    const page = example.replaceAll('http://localhost:3000', portalBaseUrl()).replace('data-lang="ar"', `data-lang="${language}"`);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { ...site, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The embedding site for a test file, on its port offset, up for the file's tests. */
export function useEmbedSite(portOffset: number, portalBaseUrl: () => string): EmbedSite {
  const port = portFor(portOffset);
  let site: RunningEmbedSite | undefined;
  before(async () => {
    site = await startEmbedSite(port, portalBaseUrl);
  });
  after(() => site?.close());
  return siteAt(port);
}
