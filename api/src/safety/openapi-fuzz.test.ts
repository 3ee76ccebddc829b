import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { newAccessToken, hashAccessToken } from '../auth/tokens';
import { sessionsRepository } from '../repositories/auth/sessions-repository';
import { insertClient, signedIn } from '../test/fixtures';
import { insertLimitRequest } from '../test/limit-requests';
import { backends, startTestApp } from '../test/test-app';
import { invalidRequests, operationsOf, validRequests, type FuzzRequest, type OpenApiDocument, type Operation } from './openapi-operations';
import { responseProblem } from './response-check';

/** 100 cases per operation in `npm test`; FUZZ_RUNS=10000 for the long run. FUZZ_SEED replays a failure. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_606);
/** FUZZ_SHARD=2/3 takes the second of every three operations, so a long run can be spread over processes. */
const [SHARD, SHARDS] = (process.env.FUZZ_SHARD ?? '1/1').split('/').map(Number) as [number, number];

/** 422s that name no field by design: the input may be wrong too, but something else is refused first. */
const NEUTRAL_REFUSALS = new Set([
  // A bot (the honeypot filled) or a known identity gets one neutral answer (self-store.ts).
  '/api/client-self-store',
  // An action the request's state does not offer is refused before its form is read (run-action.ts).
  '/api/limit-requests/{id}/action/{actionId}',
]);

let addresses = 0;
/** A fresh address per call, so the per-IP limits never hide what the handler does. */
const nextAddress = () => {
  addresses += 1;
  return `10.66.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
};

/** Operations answering Server-Sent Events (issue 18). */
const STREAMS = new Set(['/api/notifications/stream']);

interface Caller {
  app: FastifyInstance;
  staffHeaders: Record<string, string>;
  staffId: number;
}

/** Logging out revokes the session it is called with, so each logout gets a session of its own. */
async function credentials(caller: Caller, operation: Operation): Promise<Record<string, string>> {
  if (operation.isPublic) return {};
  if (operation.path !== '/api/auth/logout') return caller.staffHeaders;
  const token = newAccessToken();
  await sessionsRepository(caller.app.db).create(caller.staffId, hashAccessToken(token), 1);
  return { authorization: `Bearer ${token}` };
}

async function problemsOf(caller: Caller, operation: Operation, request: FuzzRequest, invalid: boolean): Promise<string[]> {
  const headers = { ...request.headers, ...(await credentials(caller, operation)) };
  const answer = await caller.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers,
    remoteAddress: nextAddress(),
    // Issue 18: an event stream stays open until its client goes; this one goes at once.
    ...(STREAMS.has(operation.path) ? { simulate: { end: true, split: false, error: false, close: true } } : {}),
  });
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`answered ${answer.statusCode}`);
  const schemaProblem = responseProblem(operation.operation, answer);
  if (schemaProblem) problems.push(schemaProblem);
  if (invalid && (answer.statusCode < 400 || answer.statusCode >= 500))
    problems.push(`invalid input (${request.broken}) answered ${answer.statusCode}`);
  if (invalid && answer.statusCode === 422 && !NEUTRAL_REFUSALS.has(operation.path) && !Object.keys(answer.json().errors ?? {}).length)
    problems.push(`422 without a field error for ${request.broken}`);
  return problems.map((problem) => `${request.method} ${request.url.slice(0, 200)}: ${problem}`);
}

async function fuzz(
  caller: Caller,
  operation: Operation,
  requests: fc.Arbitrary<FuzzRequest>,
  invalid: boolean,
): Promise<string | undefined> {
  const property = fc.asyncProperty(requests, async (request) => {
    const problems = await problemsOf(caller, operation, request, invalid);
    if (problems.length) throw new Error(problems.join('\n'));
  });
  try {
    await fc.assert(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
    return undefined;
  } catch (error) {
    const { message, cause } = error as Error & { cause?: Error };
    const replay = /\{ seed: .*\}/.exec(message)?.[0] ?? '';
    return `${operation.method} ${operation.path} (${invalid ? 'invalid' : 'valid'} input) ${replay}: ${(cause?.message ?? message).slice(0, 600)}`;
  }
}

describe.each(backends())('every OpenAPI operation under generated input ($name)', (backend) => {
  let caller: Caller;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // 0 turns the overload refusal off: the generators share the server's loop, and their work is not an overload.
    const started = await startTestApp(backend, { maxEventLoopDelayMs: 0 });
    close = started.close;
    const staff = await signedIn(started.app, 'admin');
    caller = { app: started.app, staffHeaders: staff.headers, staffId: staff.user.id };
    // Rows for the small ids the generators favour.
    for (let index = 0; index < 3; index += 1) {
      const client = await insertClient(started.app, { isSubmitted: index > 0 });
      await insertLimitRequest(started.app, { clientId: client.id, createdBy: staff.user.id });
    }
  });
  afterAll(() => close());

  it(
    `answers valid and invalid input within its schemas, never 5xx (${RUNS} runs per operation, seed ${SEED}, shard ${SHARD}/${SHARDS})`,
    async () => {
      const document = (await caller.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(30);
      const failures: string[] = [];
      for (const operation of operations.filter((_, index) => index % SHARDS === SHARD - 1)) {
        const valid = await fuzz(caller, operation, validRequests(operation), false);
        const invalidArbitrary = invalidRequests(operation);
        const invalid = invalidArbitrary && (await fuzz(caller, operation, invalidArbitrary, true));
        failures.push(...[valid, invalid].filter((failure): failure is string => Boolean(failure)));
      }
      expect(failures).toEqual([]);
    },
    RUNS * 60_000,
  );
});
