/**
 * The burst of `webhooks.ts`: N bookings of one account spread evenly over a span of real time (each sent at its
 * instant, or right after the previous one's answer when the API is slower than the pace), each delivered to
 * every endpoint of the account; then the dispatcher is waited for until idle and what every endpoint got is kept.
 */
import type { CalendarFixtureInput } from '../../packages/server/src/calendar/calendar-test-kit.js';
import { addDays } from '../../packages/server/src/calendar/local-date.js';
import { executeRows } from '../../packages/server/src/db/execute-rows.js';
import { sleep } from './latency-stats.js';
import {
  BENCH_FIRST_DAY,
  type BenchAccount,
  book,
  createBenchAccount,
  freeSlots,
  type WebhookBenchEnv,
} from './webhook-bench-env.js';
import { type Arrival, startReceiver } from './webhook-receiver.js';

const CALENDARS = 4;
/** 15-minute slots from 08:00 to 20:00, every day of the week. */
const SLOTS_PER_DAY = 48;
/** The availability endpoint answers at most 31 days at a time. */
const AVAILABILITY_DAYS = 31;

export interface BurstRun {
  planned: number;
  endpoints: number;
  spreadMs: number;
  /** Answers to the bookings by HTTP status. */
  statuses: Map<number, number>;
  /** The bookings that got a 201: id and when its request was sent (performance.now). */
  made: { bookingId: number; start: number }[];
  /** When the first booking was due (performance.now); booking i is due `i × spreadMs / planned` later. */
  startedAt: number;
  /** When each booking request was sent (performance.now) and how long it took (ms). */
  sent: number[];
  took: number[];
  /** When the last booking's answer was read (performance.now). */
  lastAnswerAt: number;
  /** When the dispatcher was found idle after the last answer (performance.now). */
  idleAt: number;
  /** Every delivery each endpoint received. */
  logs: Arrival[][];
  /** The account's outbox rows by status once idle. */
  outbox: Map<string, number>;
}

type Slot = { event: string; date: string; time: string };

/** Calendars `c-1…` with one single 15-minute event each (`e-1…`, no notice) and enough days for `bookings`. */
export function burstCalendar(bookings: number): { calendar: CalendarFixtureInput; days: number } {
  const days = Math.ceil(bookings / (CALENDARS * SLOTS_PER_DAY)) + 1;
  const slugs = Array.from({ length: CALENDARS }, (_, i) => i + 1);
  return {
    days,
    calendar: {
      calendars: slugs.map((i) => ({ slug: `c-${i}`, name: `Calendario ${i}` })),
      events: slugs.map((i) => ({
        slug: `e-${i}`,
        name: `Visita ${i}`,
        duration_minutes: 15,
        calendars: [`c-${i}`],
        min_notice_minutes: 0,
        horizon_days: days + 2,
      })),
      opening_hours: slugs.flatMap((i) =>
        [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          calendar: `c-${i}`,
          weekday,
          start: '08:00',
          end: '20:00',
        })),
      ),
    },
  };
}

/** Every free slot of the account's burst events over `days` days, in time order, calendars taking turns. */
async function burstSlots(env: WebhookBenchEnv, account: BenchAccount, days: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let i = 1; i <= CALENDARS; i++) {
    for (let first = 0; first < days; first += AVAILABILITY_DAYS) {
      const from = addDays(BENCH_FIRST_DAY, first);
      const to = addDays(BENCH_FIRST_DAY, Math.min(days, first + AVAILABILITY_DAYS) - 1);
      for (const slot of await freeSlots(env, account, `e-${i}`, from, to))
        slots.push({ event: `e-${i}`, ...slot });
    }
  }
  const key = (s: Slot) => `${s.date} ${s.time} ${s.event}`;
  return slots.sort((a, b) => key(a).localeCompare(key(b)));
}

async function outboxByStatus(env: WebhookBenchEnv, accountId: number): Promise<Map<string, number>> {
  const rows = await executeRows<{ status: string; n: number | string }>(
    env.db,
    `select status, count(*) as n from webhook_deliveries where account_id = ${accountId} group by status`,
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Makes `bookings` bookings over `spreadMs` against `endpoints` healthy endpoints and waits for the deliveries. */
export async function runBurst(
  env: WebhookBenchEnv,
  bookings: number,
  endpoints: number,
  spreadMs: number,
): Promise<BurstRun> {
  const receivers = await Promise.all(Array.from({ length: endpoints }, startReceiver));
  const { calendar, days } = burstCalendar(bookings);
  const account = await createBenchAccount(
    env,
    receivers.map((r) => r.url),
    calendar,
  );
  const slots = await burstSlots(env, account, days);
  if (slots.length < bookings) throw new Error(`${slots.length} free slots for ${bookings} bookings`);
  const statuses = new Map<number, number>();
  const made: BurstRun['made'] = [];
  const sent: number[] = [];
  const took: number[] = [];
  const step = spreadMs / bookings;
  const t0 = performance.now();
  for (let i = 0; i < bookings; i++) {
    const wait = t0 + i * step - performance.now();
    if (wait > 0) await sleep(wait);
    const slot = slots[i]!;
    const answer = await book(env, account, slot.event, slot);
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    sent.push(answer.start);
    took.push(answer.took);
    if (answer.bookingId !== null) made.push({ bookingId: answer.bookingId, start: answer.start });
  }
  const lastAnswerAt = performance.now();
  await env.webhooks.idle();
  const idleAt = performance.now();
  const outbox = await outboxByStatus(env, account.accountId);
  await Promise.all(receivers.map((r) => r.close()));
  const logs = receivers.map((r) => r.log);
  return {
    planned: bookings,
    endpoints,
    spreadMs,
    startedAt: t0,
    statuses,
    made,
    sent,
    took,
    lastAnswerAt,
    idleAt,
    logs,
    outbox,
  };
}
