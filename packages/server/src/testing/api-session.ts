import { randomBytes } from 'node:crypto';
import { AccountFixture, type AccountFixtureInput } from '@centralino/schemas';
import type { Database } from '../db/database.js';
import { loadAccountFixture } from '../fixtures/load-account-fixture.js';
import { createTestApp, TEST_NOW } from './test-app.js';

/** The four headers every authenticated response carries. @see pbx-api-reference.md#limits */
export const RATE_LIMIT_HEADERS = [
  'X-RateLimit-Limit-Minute',
  'X-RateLimit-Remaining-Minute',
  'X-RateLimit-Limit-Day',
  'X-RateLimit-Remaining-Day',
] as const;

/** A response read in full: the raw one, its status and its JSON body. */
export interface ApiReply {
  res: Response;
  status: number;
  body: unknown;
}

/**
 * A fresh account loaded from a fixture (limits high enough that tests never meet a 429), an in-process app, and
 * request helpers that send its API key and JSON bodies.
 */
export async function openApiSession(db: Database, fixture: Omit<AccountFixtureInput, 'context'> = {}) {
  const loaded = await loadAccountFixture(
    db,
    AccountFixture.parse({
      context: `t-${randomBytes(5).toString('hex')}`,
      limits: { requests_per_minute: 10_000, requests_per_day: 100_000 },
      ...fixture,
    }),
    { now: TEST_NOW },
  );
  const testApp = createTestApp(db);
  const send = async (method: string, path: string, body?: unknown): Promise<ApiReply> => {
    const res = await testApp.requestWithKey(loaded.apiKey, path, {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
    });
    return { res, status: res.status, body: (await res.json()) as unknown };
  };
  return {
    ...loaded,
    ...testApp,
    send,
    get: (path: string) => send('GET', path),
    post: (path: string, body: unknown) => send('POST', path, body),
    put: (path: string, body: unknown) => send('PUT', path, body),
    del: (path: string) => send('DELETE', path),
  };
}
