/**
 * The server side of `webhooks.ts`: one embedded PGlite database, the webhook dispatcher (loopback allowed) and
 * the app on a clock running from a fixed Monday morning; accounts with a calendar and webhook endpoints.
 */
import { AccountFixture } from '../../packages/schemas/src/index.js';
import { createAccount } from '../../packages/server/src/accounts/accounts.js';
import { issueApiKey } from '../../packages/server/src/accounts/api-keys.js';
import { createApp } from '../../packages/server/src/app/create-app.js';
import { silentLogger } from '../../packages/server/src/app/logger.js';
import type { CalendarFixtureInput } from '../../packages/server/src/calendar/calendar-test-kit.js';
import { localInstant } from '../../packages/server/src/calendar/local-date.js';
import { seedCalendarFixture } from '../../packages/server/src/calendar/seed-calendar-fixture.js';
import type { Database } from '../../packages/server/src/db/database.js';
import { openDatabase } from '../../packages/server/src/db/open-database.js';
import { SettableClock } from '../../packages/server/src/time/clock.js';
import { createEgressPolicy } from '../../packages/server/src/webhooks/egress-policy.js';
import { WebhookDispatcher } from '../../packages/server/src/webhooks/webhook-dispatcher.js';
import { createWebhookSender } from '../../packages/server/src/webhooks/webhook-sender.js';

/** Monday 2 June 2025, 08:00 in Rome; the clock runs in real time from here. */
export const BENCH_NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');
/** The first day booked (the Tuesday after {@link BENCH_NOW}). */
export const BENCH_FIRST_DAY = '2025-06-03';

export interface WebhookBenchEnv {
  db: Database;
  app: ReturnType<typeof createApp>;
  webhooks: WebhookDispatcher;
  close(): Promise<void>;
}

export interface BenchAccount {
  accountId: number;
  apiKey: string;
}

/** Opens the database, starts the dispatcher and builds the app. */
export async function openWebhookBench(): Promise<WebhookBenchEnv> {
  const handle = await openDatabase({ memory: true });
  const { db } = handle;
  const clock = new SettableClock();
  clock.set(BENCH_NOW, { frozen: false });
  const egress = createEgressPolicy(['127.0.0.1/8']);
  const webhooks = new WebhookDispatcher({
    db,
    clock,
    egress,
    sender: createWebhookSender(egress),
    logger: silentLogger(),
  });
  const app = createApp({ db, clock, webhooks, adminToken: 'bench' });
  webhooks.start();
  return {
    db,
    app,
    webhooks,
    async close() {
      await webhooks.stop();
      await handle.close();
    },
  };
}

/** A new account (limits out of the way) with `calendar` and one `booking.created` endpoint per url. */
export async function createBenchAccount(
  env: WebhookBenchEnv,
  endpoints: readonly string[],
  calendar: CalendarFixtureInput,
): Promise<BenchAccount> {
  const acc = await createAccount(env.db, {
    context: `bench-${Math.random().toString(36).slice(2, 8)}`,
    calendarEnabled: true,
    requestsPerMinute: 1_000_000,
    requestsPerDay: 100_000_000,
    timezone: 'Europe/Rome',
  });
  const { apiKey } = await issueApiKey(env.db, { accountId: acc.id, keyName: 'bench' });
  await seedCalendarFixture(
    env.db,
    acc.id,
    AccountFixture.parse({ context: acc.context, calendar_enabled: true, ...calendar }),
  );
  for (const url of endpoints) {
    const res = await env.app.request(`/_admin/accounts/${acc.context}/webhooks`, {
      method: 'POST',
      headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
      body: JSON.stringify({ url, events: ['booking.created'] }),
    });
    if (res.status !== 201) throw new Error(`webhook endpoint: ${res.status}`);
  }
  return { accountId: acc.id, apiKey };
}

/** Free slots of `event` from `from` to `to` (at most 31 days, the availability endpoint's limit). */
export async function freeSlots(
  env: WebhookBenchEnv,
  account: BenchAccount,
  event: string,
  from: string,
  to: string,
): Promise<{ date: string; time: string }[]> {
  const res = await env.app.request(`/v1/calendar/availability?event=${event}&from=${from}&to=${to}`, {
    headers: { 'X-API-KEY': account.apiKey },
  });
  if (res.status !== 200) throw new Error(`availability: ${res.status}`);
  return ((await res.json()) as { data: { date: string; time: string }[] }).data;
}

/** Books `slot` of `event`; returns the response's status, the booking id (201) and when it was sent. */
export async function book(
  env: WebhookBenchEnv,
  account: BenchAccount,
  event: string,
  slot: { date: string; time: string },
): Promise<{ status: number; bookingId: number | null; start: number; took: number }> {
  const start = performance.now();
  const res = await env.app.request('/v1/calendar/bookings', {
    method: 'POST',
    headers: { 'X-API-KEY': account.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event, name: 'Bench', date: slot.date, time: slot.time }),
  });
  const took = performance.now() - start;
  const body = (await res.json()) as { data?: { id?: number } };
  return { status: res.status, bookingId: res.status === 201 ? (body.data?.id ?? null) : null, start, took };
}
