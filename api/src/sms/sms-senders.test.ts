import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localMobile, toE164 } from './egyptian-numbers';
import { outboxSmsSender } from './outbox-sms-sender';
import { createSmsSender } from './create-sms-sender';
import { twilioSmsSender } from './twilio-sms-sender';

describe('Egyptian mobile numbers (issue 19)', () => {
  it.each([
    ['01001234567', '01001234567'],
    ['+20 100 123 4567', '01001234567'],
    ['00201001234567', '01001234567'],
    ['201221234567', '01221234567'],
    ['٠١٠٠١٢٣٤٥٦٧', '01001234567'],
    ['0100-123-4567', '01001234567'],
  ])('reads %s as %s', (typed, local) => {
    expect(localMobile(typed)).toBe(local);
    expect(toE164(typed)).toBe(`+20${local.slice(1)}`);
  });

  it.each(['0100123456', '01301234567', '+441001234567', 'abc', ''])('refuses %s', (typed) => {
    expect(localMobile(typed)).toBeUndefined();
    expect(() => toE164(typed)).toThrow();
  });
});

describe('the outbox sender (issue 19)', () => {
  it('writes one file per message, readable by the owner only, named by time and number', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sms-outbox-test-'));
    try {
      const sender = createSmsSender({ smsOutboxDir: dir });
      await sender.send({ to: '01001234567', text: 'رمزك 123456', id: 7 });
      await outboxSmsSender(dir).send({ to: '01101234567', text: 'second', id: 8 });
      const files = readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\+201001234567-7-[0-9a-f]{4}\.txt$/);
      expect(readFileSync(path.join(dir, files[0]!), 'utf8')).toBe('To: +201001234567\n\nرمزك 123456\n');
      expect(statSync(path.join(dir, files[0]!)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the Twilio sender (issue 19)', () => {
  const received: { method?: string; url?: string; authorization?: string; type?: string; body: string }[] = [];
  let status = 201;
  const server = createServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        type: request.headers['content-type'],
        body,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status < 300 ? '{"sid":"SM1"}' : '{"code":21211,"message":"Invalid To"}');
    });
  });
  let baseUrl = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (received.length = 0));

  const config = () => ({ accountSid: 'AC123', authToken: 's3cret', from: '+15005550006', baseUrl });

  it("posts To, From and Body as a form with basic auth to the account's Messages.json", async () => {
    status = 201;
    await createSmsSender({ smsOutboxDir: '/nowhere', twilio: config() }).send({ to: '01221234567', text: 'Code: 123456', id: 1 });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/2010-04-01/Accounts/AC123/Messages.json',
      authorization: `Basic ${Buffer.from('AC123:s3cret').toString('base64')}`,
      type: 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toEqual({
      To: '+201221234567',
      From: '+15005550006',
      Body: 'Code: 123456',
    });
  });

  it("fails on a refusal, with Twilio's answer and without the credentials", async () => {
    status = 400;
    const failure = twilioSmsSender(config()).send({ to: '01001234567', text: 'x', id: 2 });
    await expect(failure).rejects.toThrow('Twilio answered 400: {"code":21211,"message":"Invalid To"}');
    await failure.catch((error: Error) => expect(error.message).not.toContain('s3cret'));
  });
});
