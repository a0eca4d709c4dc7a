import type { AccountFixture } from '@centralino/schemas';
import { findAccountByContext } from '../accounts/accounts.js';
import type { Database } from '../db/database.js';
import { FixtureError } from '../fixtures/fixture-error.js';
import { loadAccountFixture } from '../fixtures/load-account-fixture.js';
import { DEMO_CONTEXT } from './demo-directory.js';
import { demoFixture } from './demo-fixture.js';

/** The demo account was created now (with its only clear key), or already existed in the database. */
export type DemoLoad =
  | { created: true; context: string; apiKey: string }
  | { created: false; context: string };

/**
 * Loads the demo exchange unless its context exists already (a persistent database keeps it between starts).
 * `limits` replaces the demo's own (60/min, 5000/day), e.g. with a real account's defaults.
 */
export async function loadDemo(
  db: Database,
  now: Date,
  options: { limits?: AccountFixture['limits'] } = {},
): Promise<DemoLoad> {
  if (await findAccountByContext(db, DEMO_CONTEXT)) return { created: false, context: DEMO_CONTEXT };
  try {
    const fixture = { ...demoFixture(now), ...(options.limits ? { limits: options.limits } : {}) };
    const loaded = await loadAccountFixture(db, fixture, { now });
    return { created: true, context: DEMO_CONTEXT, apiKey: loaded.apiKey };
  } catch (error) {
    // Another instance created it meanwhile.
    if (error instanceof FixtureError && error.status === 409)
      return { created: false, context: DEMO_CONTEXT };
    throw error;
  }
}

/** What the terminal shows after start: the key once, and how to try it. */
export function demoBanner(demo: DemoLoad, baseUrl: string, sandbox: boolean): string {
  const api = `${baseUrl}/v1`;
  const sim = sandbox
    ? `  Simulator: curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" -d '{"caller_number":"3331234567"}' ${baseUrl}/_sim/${demo.context}/queues/assistenza/callers`
    : '  Simulator: start with ADMIN_TOKEN set to drive calls through /_sim';
  if (!demo.created) {
    return [
      `Demo account "${demo.context}" already in this database: its API key was shown when it was created.`,
      `  Base URL:  ${api}`,
      sandbox
        ? `  New key:   curl -X POST -H "Authorization: Bearer $ADMIN_TOKEN" -H "Content-Type: application/json" -d '{"key_name":"demo-2"}' ${baseUrl}/_admin/accounts/${demo.context}/keys`
        : '  New key:   start with ADMIN_TOKEN set and POST /_admin/accounts/{context}/keys',
    ].join('\n');
  }
  return [
    `Demo account "${demo.context}" ready. API key (shown only now): ${demo.apiKey}`,
    `  Base URL:  ${api}`,
    `  Try:       curl -H "X-API-KEY: ${demo.apiKey}" ${api}/queue/live`,
    sim,
  ].join('\n');
}
