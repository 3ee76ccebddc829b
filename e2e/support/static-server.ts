import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.map': 'application/json',
};

export interface StaticServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A folder served as a CDN would serve it to a page on another origin: any file, with CORS. */
export async function serveFolder(root: string, port: number): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const file = path.join(root, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://cdn').pathname)));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
