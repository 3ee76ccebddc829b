import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Issue 20: the bench's OTLP/HTTP sink, run as a process of its own (otlp-sink.ts starts it): receiving
 * a traced server's exports in the load generator's process would slow the load generator during the
 * traced runs only, and count against tracing. Accepts posts and throws them away, counting trace
 * exports; `GET /received` tells the count. Prints its address as the first line on stdout.
 */
let received = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/received') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ received }));
    return;
  }
  request.resume();
  request.on('end', () => {
    if (request.url === '/v1/traces') received += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`http://127.0.0.1:${port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
