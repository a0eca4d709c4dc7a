import { randomBytes } from 'node:crypto';
import { AccountFixture } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app/create-app.js';
import { demoContacts, demoExtensions, demoQueues, demoVoipNumbers } from '../demo/demo-directory.js';
import { seededRandom } from '../demo/seeded-random.js';
import { loadAccountFixture } from '../fixtures/load-account-fixture.js';
import { forEachBackend } from '../testing/test-database.js';
import { SettableClock } from '../time/clock.js';
import { TelephoneAutopilot } from './autopilot.js';
import { exchangeViolations, readExchange } from './exchange-invariants.test-helpers.js';
import { SimulatedTelephony } from './simulated-telephony.js';

/** Wednesday 4 June 2025, 09:00 in Rome. */
const START = new Date('2025-06-04T07:00:00Z');
const TIME_ZONE = 'Europe/Rome';
const ADMIN = { Authorization: 'Bearer day-token', 'Content-Type': 'application/json' };
/** Callers the spam blacklist blocks on every number of the exchange (entries written differently on purpose). */
const BLOCKED_CALLERS = [
  { number: '+39 340 111 2223', name: 'Molesto' },
  { number: '08991234567', name: '' },
  { number: '0899 000 111', name: '' },
];
/** Device states and registrations the random actions set through `/_sim`. */
const DEVICE_STATES = ['AVAILABLE', 'AVAILABLE', 'IN_CALL', 'RINGING', 'ON_HOLD', 'UNAVAILABLE'] as const;
const PHONE_STATES = ['ONLINE', 'ONLINE', 'OFFLINE', 'BUSY'] as const;
const isBlocked = (n: string) => {
  const digits = n.replace(/[^\d+]/g, '');
  return digits === '+393401112223' || digits.startsWith('0899');
};

forEachBackend((ctx) => {
  async function simulatedDay(seed: number) {
    const fixture = AccountFixture.parse({
      context: `day-${randomBytes(4).toString('hex')}`,
      limits: { requests_per_minute: 100_000, requests_per_day: 1_000_000 },
      extensions: demoExtensions,
      queues: demoQueues,
      voip_numbers: demoVoipNumbers,
      blacklists: [
        {
          name: 'spam',
          numbers: [{ number: '^0899' }, { number: '+393401112223' }],
          used_by_rules: demoVoipNumbers.map((v) => v.number),
        },
      ],
    });
    const { account, apiKey } = await loadAccountFixture(ctx.db, fixture, { now: START });
    const clock = new SettableClock();
    clock.set(START);
    const telephony = new SimulatedTelephony({ db: ctx.db, clock, random: seededRandom(seed).next });
    const app = createApp({ db: ctx.db, clock, telephony, adminToken: 'day-token' });
    const autopilot = new TelephoneAutopilot({
      telephony,
      account,
      clock,
      seed,
      knownCallers: [...demoContacts, ...BLOCKED_CALLERS],
      profile: { knownCallerShare: 0.5 },
    });
    const random = seededRandom(seed * 7919);
    const sim = (method: string, path: string, body?: unknown) =>
      app.request(`/_sim/${account.context}${path}`, {
        method,
        headers: ADMIN,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const api = (method: string, path: string, body?: unknown) =>
      app.request(path, {
        method,
        headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const originated: string[] = [];
    const queues = demoQueues.map((q) => q.queue_name);
    const members = demoExtensions.map((e) => e.internal_number);

    /** One thing a team might do through the sandbox at a random moment. */
    async function randomAction() {
      const roll = random.next();
      const queue = random.pick(queues);
      if (roll < 0.3) {
        const caller = random.chance(0.3) ? random.pick(BLOCKED_CALLERS).number : `33${random.int(1e7, 9e7)}`;
        await sim('POST', `/queues/${queue}/callers`, { caller_number: caller });
      } else if (roll < 0.45) {
        await sim('POST', `/queues/${queue}/callers/${random.int(1, 3)}/answer`, {});
      } else if (roll < 0.55) {
        await sim('POST', `/queues/${queue}/callers/${random.int(1, 3)}/abandon`);
      } else if (roll < 0.62) {
        await sim('PUT', `/members/${random.pick(members)}`, { paused: random.chance(0.5) });
      } else if (roll < 0.66) {
        // A phone set in a call, ringing, on hold, unreachable or free: its extension must agree.
        await sim('PUT', `/members/${random.pick(members)}`, { status: random.pick(DEVICE_STATES) });
      } else if (roll < 0.7) {
        await sim('PUT', `/extensions/${random.pick(members)}`, { status: random.pick(PHONE_STATES) });
      } else {
        const res = await api('POST', '/v1/call/originate', {
          extension: random.pick(members),
          number: `02${random.int(1e7, 9e7)}`,
        });
        if (res.status === 200)
          originated.push(((await res.json()) as { data: { call_id: string } }).data.call_id);
      }
    }

    async function check(step: string) {
      const now = clock.now();
      const reading = await readExchange(app, apiKey);
      const violations = exchangeViolations(reading, {
        now,
        timeZone: TIME_ZONE,
        blocked: isBlocked,
        sinceStartOfDay: true,
      });
      const debug = await sim('GET', '/check');
      if (debug.status !== 200) violations.push(`GET /_sim/…/check answered ${debug.status}`);
      else {
        const body = (await debug.json()) as { ok: boolean; violations: string[] };
        violations.push(...body.violations);
      }
      expect(violations, `seed ${seed}, ${step} at ${now.toISOString()}`).toEqual([]);
      return reading;
    }

    /** The simulator's own check, in memory (cheap enough for every step). */
    async function checkState(step: string) {
      const report = await telephony.check(account);
      expect(report.violations, `seed ${seed}, ${step} at ${report.now.toISOString()}`).toEqual([]);
    }

    return { clock, autopilot, random, randomAction, check, checkState, originated };
  }

  describe('a simulated day (randomised, seeded)', () => {
    // three days on the embedded database; the invariants do not depend on the backend, one day on PostgreSQL
    // checks that its reads agree too (and keeps the suite's time)
    it.each(ctx.kind === 'pglite' ? [11, 12, 13] : [11])(
      'keeps every invariant at every step (seed %i)',
      async (seed) => {
        const day = await simulatedDay(seed);
        let steps = 0;
        const end = START.getTime() + 45 * 60_000;
        while (day.clock.now().getTime() < end) {
          day.clock.advance(day.random.int(1, 20) * 1000);
          await day.autopilot.tick();
          if (day.random.chance(0.25)) await day.randomAction();
          steps += 1;
          await day.checkState(`step ${steps}`);
          if (steps % 5 === 0) await day.check(`step ${steps}`);
        }
        // Two hours later in one jump, with nobody driving: every call in progress ends and is recorded.
        await day.autopilot.stop();
        day.clock.advance(2 * 3_600_000);
        const reading = await day.check('after the jump');
        const recorded = new Set(reading.outbound.map((c) => c.uniqueid));
        expect(day.originated.length).toBeGreaterThan(0);
        expect(day.originated.filter((id) => !recorded.has(id))).toEqual([]);
        for (const queue of reading.live)
          expect(
            queue.members.filter((m) => m.status === 'IN_CALL').map((m) => m.extension),
            queue.queue_name,
          ).toEqual([]);
      },
      120_000,
    );
  });
});
