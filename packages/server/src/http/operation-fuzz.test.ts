import { expect, it } from 'vitest';
import { seededRandom } from '../demo/seeded-random.js';
import { createTestApp, TEST_NOW } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';
import type { ImplementableRoute } from './contract-route.js';
import { type FuzzRequest, fuzzRequests } from './fuzz/fuzz-requests.js';
import { allOperations, openFuzzWorld } from './fuzz/fuzz-world.js';

/** Fixed seed: the same requests on every run and every backend. */
const SEED = 20_260_413;
/** Requests per operation that reads input, and per operation that reads none (only unknown query keys). */
const PER_OPERATION = 40;
const PER_INPUTLESS_OPERATION = 8;
const ADMIN = 'fuzz-admin';

interface Finding {
  operation: string;
  label: string;
  request: string;
  status: number;
  problem: string;
}

/**
 * A seeded fuzz of every operation, public and sandbox: bad types, overlong and non-Latin strings, control
 * characters, U+0000 and lone surrogates, other spellings of ids, huge numbers, impossible dates, malformed JSON
 * and wrong content types. The server must never answer 5xx, and only with a status its contract declares for
 * the operation, in the declared shape.
 */
forEachBackend((ctx) => {
  it('answers every fuzzed request with a declared status, never 5xx', async () => {
    const testApp = createTestApp(ctx.db, { adminToken: ADMIN });
    const world = await openFuzzWorld(ctx.db, testApp.app);
    const rng = seededRandom(SEED);
    const histogram = new Map<number, number>();
    const findings: Finding[] = [];
    let sent = 0;
    for (const route of allOperations) {
      const baseline = world.baselines[route.operationId as keyof typeof world.baselines];
      expect(baseline, `baseline of ${route.operationId}`).toBeDefined();
      for (const request of fuzzRequests(route, baseline, rng, requestsFor(route))) {
        const auth: Record<string, string> = route.path.startsWith('/v1/')
          ? { 'X-API-KEY': world.apiKey }
          : { Authorization: `Bearer ${ADMIN}` };
        const res = await testApp.app.request(request.path, {
          method: request.method,
          headers: { ...request.headers, ...auth },
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        if (route.path === '/_admin/clock') testApp.clock.set(TEST_NOW);
        sent++;
        histogram.set(res.status, (histogram.get(res.status) ?? 0) + 1);
        const problem = check(route, res.status, await res.text());
        if (problem) findings.push(finding(route, request, res.status, problem));
      }
    }
    const statuses = [...histogram.entries()].sort(([a], [b]) => a - b);
    console.info(`${ctx.kind}: ${sent} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(findings.slice(0, 20)).toEqual([]);
    expect(sent).toBe(allOperations.reduce((sum, route) => sum + requestsFor(route), 0));
  }, 120_000);
});

function requestsFor(route: ImplementableRoute): number {
  const { params, query, headers, body } = route.request;
  return params || query || headers || body ? PER_OPERATION : PER_INPUTLESS_OPERATION;
}

/** What is wrong with a response: a 5xx, a status the operation does not declare, or a body of another shape. */
function check(route: ImplementableRoute, status: number, text: string): string | undefined {
  if (status >= 500) return `5xx: ${text.slice(0, 200)}`;
  const declared = route.responses[status];
  if (!declared) return `undeclared status: ${text.slice(0, 200)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
  if (declared.schema) {
    const parsed = declared.schema.safeParse(body);
    if (!parsed.success) return `body not as declared: ${parsed.error.message.slice(0, 300)}`;
  }
  return undefined;
}

function finding(route: ImplementableRoute, request: FuzzRequest, status: number, problem: string): Finding {
  const body = typeof request.body === 'string' ? request.body.slice(0, 120) : request.body ? '<bytes>' : '';
  return {
    operation: route.operationId,
    label: request.label,
    request: `${request.method} ${request.path.slice(0, 160)} ${body}`,
    status,
    problem,
  };
}
