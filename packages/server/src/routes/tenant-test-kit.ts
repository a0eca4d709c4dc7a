import { randomBytes } from 'node:crypto';
import { AccountFixture, type AccountFixtureInput } from '@centralino/schemas';
import { officeFixture } from '../calendar/calendar-test-kit.js';
import { localInstant } from '../calendar/local-date.js';
import type { Database } from '../db/database.js';
import { loadAccountFixture } from '../fixtures/load-account-fixture.js';
import { createTestApp } from '../testing/test-app.js';

const ADMIN = 'admin-token';

/** Monday 2 June 2025, 08:00 in Rome: the office's calendars take bookings on Tuesday. */
export const TENANT_NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');

/**
 * An exchange with `size` (≥ 1) objects of every kind the fixture loads with ids: extensions, contacts,
 * switches, numbers of the blacklist `molesti`, calendar blocks; plus the office's calendars and the queue
 * `assistenza` on a VoIP number.
 */
export function tenantExchange(size: number): Omit<AccountFixtureInput, 'context'> {
  const n = Array.from({ length: size }, (_, i) => i + 1);
  return {
    timezone: 'Europe/Rome',
    calendar_enabled: true,
    limits: { requests_per_minute: 10_000, requests_per_day: 100_000 },
    ...officeFixture(),
    extensions: n.map((i) => ({ internal_number: `${200 + i}` })),
    queues: [{ queue_name: 'assistenza', members: [{ extension: '201' }] }],
    voip_numbers: [{ number: '0612345678', provider: 'VIRTUAL' }],
    contacts: n.map((i) => ({ number: `06000000${i}`, name: `Contatto ${i}` })),
    switches: n.map((i) => ({ description: `Switch ${i}` })),
    blacklists: [{ name: 'molesti', numbers: n.map((i) => ({ number: `33300000${i}` })) }],
    blocks: n.map((i) => ({
      calendar: 'rossi',
      date: `2025-06-${10 + i}`,
      start_time: '09:00',
      end_time: '10:00',
      reason: `Blocco ${i}`,
    })),
  };
}

/** A response as these tests read it. */
export interface TenantReply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test-side JSON, read by the assertions
  body: any;
}

/**
 * One server (with the sandbox surface, its clock at {@link TENANT_NOW}) that several accounts use, as tenants
 * share the sandbox. `open(size)` loads an account from {@link tenantExchange}; its `call` sends the account's
 * key to `/v1/…` and the admin token elsewhere, with `{context}` in the path replaced by the account's.
 */
export function tenantServer(db: Database) {
  const testApp = createTestApp(db, { adminToken: ADMIN });
  testApp.clock.set(TENANT_NOW);
  const open = async (size: number) => {
    const fixture = AccountFixture.parse({
      context: `ids-${randomBytes(5).toString('hex')}`,
      ...tenantExchange(size),
    });
    const { apiKey } = await loadAccountFixture(db, fixture, { now: TENANT_NOW });
    const call = async (method: string, path: string, body?: unknown): Promise<TenantReply> => {
      const auth: Record<string, string> = path.startsWith('/v1/')
        ? { 'X-API-KEY': apiKey }
        : { Authorization: `Bearer ${ADMIN}` };
      const res = await testApp.app.request(path.replace('{context}', fixture.context), {
        method,
        headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: await res.json() };
    };
    /** The ids of a list answer's `data`, in ascending order. */
    const ids = async (path: string) =>
      ((await call('GET', path)).body.data as { id: number }[]).map((item) => item.id).sort((a, b) => a - b);
    return { context: fixture.context, call, ids };
  };
  return { open };
}

export type Tenant = Awaited<ReturnType<ReturnType<typeof tenantServer>['open']>>;
