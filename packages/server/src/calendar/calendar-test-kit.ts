import { AccountFixture, type AccountFixtureInput } from '@centralino/schemas';
import type { Account } from '../accounts/accounts.js';
import type { Database } from '../db/database.js';
import { createTestAccount } from '../testing/test-account.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedCalendarFixture } from './seed-calendar-fixture.js';

/** The calendar part of a fixture, as tests write it (defaults applied by the fixture schema). */
export type CalendarFixtureInput = Pick<
  AccountFixtureInput,
  'calendars' | 'events' | 'opening_hours' | 'holidays' | 'blocks'
>;

const weekdays = [1, 2, 3, 4, 5];

/**
 * A small office for tests: `rossi` (Mon–Fri 09:00–13:00) and `bianchi` (Mon–Fri 14:00–18:00, and Monday
 * 09:00–11:00); `visita` (30 min, single on `rossi`, notice 60 min, horizon 30 days), `consulenza` (60 min,
 * choice of `rossi` or `bianchi`), `gruppo` (45 min, single on `bianchi`, capacity 2, no notice).
 */
export function officeFixture(): CalendarFixtureInput {
  return {
    calendars: [
      { slug: 'rossi', name: 'Dott. Rossi' },
      { slug: 'bianchi', name: 'Dott.ssa Bianchi' },
    ],
    events: [
      {
        slug: 'visita',
        name: 'Visita',
        duration_minutes: 30,
        calendars: ['rossi'],
        min_notice_minutes: 60,
        horizon_days: 30,
      },
      {
        slug: 'consulenza',
        name: 'Consulenza',
        duration_minutes: 60,
        kind: 'choice',
        calendars: ['rossi', 'bianchi'],
        min_notice_minutes: 0,
      },
      {
        slug: 'gruppo',
        name: 'Incontro di gruppo',
        duration_minutes: 45,
        calendars: ['bianchi'],
        capacity: 2,
        min_notice_minutes: 0,
      },
    ],
    opening_hours: [
      ...weekdays.map((weekday) => ({ calendar: 'rossi', weekday, start: '09:00', end: '13:00' })),
      ...weekdays.map((weekday) => ({ calendar: 'bianchi', weekday, start: '14:00', end: '18:00' })),
      { calendar: 'bianchi', weekday: 1, start: '09:00', end: '11:00' },
    ],
  };
}

/** A parsed response body; tests read it loosely and validate success bodies with the contract schemas. */
// biome-ignore lint/suspicious/noExplicitAny: test-side JSON, checked by the assertions that read it
export type JsonBody = any;

/** A response as tests read it. */
export interface JsonResponse {
  status: number;
  body: JsonBody;
}

export interface CalendarTestAccount extends TestApp {
  account: Account;
  apiKey: string;
  keyName: string;
  /** GET with the account's key; returns status and parsed body. */
  get(path: string): Promise<JsonResponse>;
  /** POST JSON with the account's key and optional extra headers. */
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonResponse>;
  del(path: string): Promise<JsonResponse>;
}

/**
 * A fresh calendar-enabled account (generous rate limits) seeded with `fixture`, and an app whose clock is
 * frozen at `now`.
 */
export async function setupCalendarAccount(
  db: Database,
  fixture: CalendarFixtureInput,
  options: { now: Date; timezone?: string; calendarEnabled?: boolean },
): Promise<CalendarTestAccount> {
  const timezone = options.timezone ?? 'Europe/Rome';
  const { account, apiKey, keyName } = await createTestAccount(db, {
    calendarEnabled: options.calendarEnabled ?? true,
    requestsPerMinute: 1_000_000,
    requestsPerDay: 10_000_000,
    timezone,
  });
  const parsed = AccountFixture.parse({
    context: account.context,
    timezone,
    calendar_enabled: true,
    ...fixture,
  });
  await seedCalendarFixture(db, account.id, parsed);
  const testApp = createTestApp(db);
  testApp.clock.set(options.now);
  const send = async (path: string, init: RequestInit = {}): Promise<JsonResponse> => {
    const res = await testApp.requestWithKey(apiKey, path, init);
    return { status: res.status, body: await res.json() };
  };
  return {
    ...testApp,
    account,
    apiKey,
    keyName,
    get: (path) => send(path),
    post: (path, body, headers = {}) =>
      send(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    del: (path) => send(path, { method: 'DELETE' }),
  };
}
