import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientForm, formReference } from '../test/client-form';
import { signedIn } from '../test/fixtures';
import { backends, startTestApp } from '../test/test-app';

/**
 * The real floor is 1 KB in 15 s; the test scales the window down 30 times and the floor with it
 * (34 bytes in 500 ms, the same 68 bytes a second), so the trickle is cut in about a second.
 */
const WINDOW_MS = 500;
const MIN_BYTES = 34;
/** A slow phone: 256 kbit/s is 32 KB a second, sent as 1 KB every 31 ms. */
const PHONE_CHUNK = 1024;
const PHONE_CHUNK_EVERY_MS = 31;

interface Answer {
  status?: number;
  body?: string;
  /** The connection ended without an answer. */
  closed?: boolean;
}

/** Sends `body` `chunk` bytes at a time, one chunk every `everyMs`, until it is sent or the server answers. */
function sendSlowly(url: string, headers: Record<string, string>, body: Buffer, chunk: number, everyMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    let answered = false;
    const request = httpRequest(`${url}/api/clients/store`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(body.length) },
    });
    request.on('response', (response: IncomingMessage) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(parts).toString() }));
    });
    request.on('error', () => !answered && resolve({ closed: true }));
    request.on('close', () => !answered && resolve({ closed: true }));
    let offset = 0;
    const sendNext = () => {
      if (answered || request.destroyed) return;
      request.write(body.subarray(offset, offset + chunk));
      offset += chunk;
      if (offset < body.length) setTimeout(sendNext, everyMs);
      else request.end();
    };
    request.flushHeaders();
    sendNext();
  });
}

describe.each(backends())('slow senders ($name)', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend, { bodyRateWindowMs: WINDOW_MS, bodyMinBytesPerWindow: MIN_BYTES }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => close());

  it('refuses a body trickling in one byte at a time, with a translated 408', async () => {
    const { headers } = await signedIn(app);
    const form = clientForm(await formReference(app));
    // 1 byte every 100 ms: 5 bytes a window, under the floor of 34.
    const answer = await sendSlowly(url, { ...headers, ...form.headers, 'accept-language': 'en' }, form.payload, 1, 100);
    // The answer is sent when the socket still takes it; otherwise the connection is closed.
    if (answer.closed) return;
    expect({ status: answer.status, message: JSON.parse(answer.body!).message }).toEqual({
      status: 408,
      message: 'The request arrived too slowly and was cancelled; check the connection and try again',
    });
  });

  it('takes a document uploaded at 256 kbit/s', async () => {
    const { headers } = await signedIn(app);
    const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(96 * 1024)]);
    const form = clientForm(await formReference(app), {
      'client_documents[0][files]': { name: 'salary.pdf', content: document, type: 'application/pdf' },
    });
    const answer = await sendSlowly(url, { ...headers, ...form.headers }, form.payload, PHONE_CHUNK, PHONE_CHUNK_EVERY_MS);
    expect(answer.status).toBe(201);
  });
});
