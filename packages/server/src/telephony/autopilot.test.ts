import { randomBytes } from 'node:crypto';
import { AccountFixture, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { issueApiKey } from '../accounts/api-keys.js';
import { createApp } from '../app/create-app.js';
import { demoContacts, demoExtensions, demoQueues, demoVoipNumbers } from '../demo/demo-directory.js';
import { seededRandom } from '../demo/seeded-random.js';
import { loadAccountFixture } from '../fixtures/load-account-fixture.js';
import { forEachBackend } from '../testing/test-database.js';
import { SettableClock } from '../time/clock.js';
import { TelephoneAutopilot } from './autopilot.js';
import type { AutopilotEvent } from './autopilot-event.js';
import type { AutopilotOptions } from './autopilot-options.js';
import type { Scheduler } from './interval-scheduler.js';
import { SimulatedTelephony } from './simulated-telephony.js';
import { defaultTrafficProfile } from './traffic-profile.js';

/** Wednesday 4 June 2025, 09:00 in Rome: a simulated hour stays within the day. */
const START = new Date('2025-06-04T07:00:00Z');
const HOUR_S = 3_600;

forEachBackend((ctx) => {
  /** The demo's exchange (extensions, queues, numbers) on a fresh account, with its own simulator and clock. */
  async function office(seed: number, options: Partial<AutopilotOptions> = {}) {
    const fixture = AccountFixture.parse({
      context: `autopilot-${randomBytes(4).toString('hex')}`,
      extensions: demoExtensions,
      queues: demoQueues,
      voip_numbers: demoVoipNumbers,
    });
    const { account } = await loadAccountFixture(ctx.db, fixture, { now: START });
    const clock = new SettableClock();
    clock.set(START);
    const telephony = new SimulatedTelephony({ db: ctx.db, clock, random: seededRandom(seed).next });
    const events: AutopilotEvent[] = [];
    const autopilot = new TelephoneAutopilot({
      telephony,
      account,
      clock,
      seed,
      knownCallers: demoContacts,
      onEvent: (event) => events.push(event),
      ...options,
    });
    /** Advances the clock by `stepS` and ticks, `seconds / stepS` times; calls `each` after every tick. */
    const drive = async (seconds: number, stepS = 2, each?: () => Promise<void>) => {
      for (let t = 0; t < seconds; t += stepS) {
        clock.advance(stepS * 1000);
        await autopilot.tick();
        await each?.();
      }
    };
    return { account, clock, telephony, autopilot, events, drive };
  }

  const count = (events: readonly AutopilotEvent[], type: AutopilotEvent['type'], queue?: string) =>
    events.filter((e) => e.type === type && (queue === undefined || ('queue' in e && e.queue === queue)))
      .length;

  describe('TelephoneAutopilot', () => {
    it('gives the same events for the same seed, and others for another seed', async () => {
      const runs = await Promise.all([office(7), office(7), office(8)]);
      for (const run of runs) await run.drive(1_200);
      const [first, second, other] = runs.map((r) => r.events);
      expect(first!.length).toBeGreaterThan(40);
      expect(second).toEqual(first);
      expect(other).not.toEqual(first);
    }, 60_000);

    it('over a simulated hour callers arrive, are answered and abandon, and history agrees', async () => {
      const { account, clock, telephony, events, drive } = await office(1);
      let ticks = 0;
      let ticksWithCallers = 0;
      await drive(HOUR_S, 2, async () => {
        ticks += 1;
        if ((await telephony.queueStates(account)).some((q) => q.callers.length > 0)) ticksWithCallers += 1;
      });

      for (const type of [
        'arrived',
        'answered',
        'abandoned',
        'paused',
        'unpaused',
        'online',
        'offline',
      ] as const)
        expect(count(events, type), type).toBeGreaterThan(0);
      // Queues move: someone is waiting most of the time, but not always.
      expect(ticksWithCallers / ticks).toBeGreaterThan(0.5);
      expect(ticksWithCallers).toBeLessThan(ticks);
      // Realistic waits: nobody is answered before ringing a few seconds.
      const answered = events.filter((e) => e.type === 'answered');
      expect(Math.min(...answered.map((e) => e.waitSeconds))).toBeGreaterThanOrEqual(
        defaultTrafficProfile.ringSeconds[0],
      );

      const { apiKey } = await issueApiKey(ctx.db, { accountId: account.id, keyName: 'check' });
      const app = createApp({ db: ctx.db, clock, telephony });
      for (const queue of await telephony.queueStates(account)) {
        const name = queue.queueName;
        // An answered call is completed when it ends: those still in progress are a member's at most.
        const inProgress = count(events, 'answered', name) - queue.completed;
        expect(inProgress, name).toBeGreaterThanOrEqual(0);
        expect(inProgress, name).toBeLessThanOrEqual(queue.members.filter((m) => m.inCall).length);
        expect(queue.abandoned, name).toBe(count(events, 'abandoned', name));
        const res = await app.request(`/v1/queue/${name}`, { headers: { 'X-API-KEY': apiKey } });
        const stats = publicRoutes.getQueue.responses[200].schema.parse(await res.json()).data.statistics;
        expect(stats.calls_answered, name).toBe(queue.completed);
        expect(stats.calls_abandoned, name).toBe(count(events, 'abandoned', name));
        // Callers still waiting and calls in progress are not in the history yet.
        expect(stats.calls_entered, name).toBe(
          count(events, 'arrived', name) - queue.callers.length - inProgress,
        );
      }
      expect((await telephony.check(account)).violations).toEqual([]);
    }, 60_000);

    it('never has a paused or offline member answer', async () => {
      const { account, telephony, events, drive } = await office(3);
      const initial = await telephony.queueStates(account);
      const paused = new Set(
        initial.flatMap((q) => q.members.filter((m) => m.paused).map((m) => m.internalNumber)),
      );
      const offline = new Set(
        (await telephony.extensionStates(account))
          .filter((e) => e.status === 'OFFLINE')
          .map((e) => e.internalNumber),
      );
      const membersOf = new Map(initial.map((q) => [q.queueName, q.members.map((m) => m.internalNumber)]));
      await drive(HOUR_S);

      let answeredWhileColleaguePaused = 0;
      for (const event of events) {
        if (event.type === 'paused') paused.add(event.member);
        if (event.type === 'unpaused') paused.delete(event.member);
        if (event.type === 'offline') offline.add(event.member);
        if (event.type === 'online') offline.delete(event.member);
        if (event.type !== 'answered') continue;
        expect(paused.has(event.member), `${event.member} answered while paused at ${event.at}`).toBe(false);
        expect(offline.has(event.member), `${event.member} answered while offline at ${event.at}`).toBe(
          false,
        );
        if (membersOf.get(event.queue)?.some((m) => paused.has(m))) answeredWhileColleaguePaused += 1;
      }
      // The check is not vacuous: calls were answered while someone in the same queue was on a break.
      expect(answeredWhileColleaguePaused).toBeGreaterThan(0);
    }, 60_000);

    it('leaves callers waiting, then abandoning, while every member of the queue is paused', async () => {
      // Breaks that never end on their own: only the test pauses and unpauses.
      const { account, telephony, events, drive } = await office(5, {
        profile: { meanSecondsBetweenPauses: 1e9, pauseSeconds: [1e9, 1e9] },
      });
      const [amministrazione] = await telephony.queueStates(account, ['amministrazione']);
      const members = amministrazione!.members.map((m) => m.internalNumber);
      for (const member of members) await telephony.setMember(account, member, { paused: true });

      await drive(HOUR_S / 2);
      expect(count(events, 'arrived', 'amministrazione')).toBeGreaterThan(3);
      expect(count(events, 'answered', 'amministrazione')).toBe(0);
      expect(count(events, 'abandoned', 'amministrazione')).toBeGreaterThan(0);
      expect(count(events, 'answered', 'assistenza')).toBeGreaterThan(0);

      for (const member of members) await telephony.setMember(account, member, { paused: false });
      const before = events.length;
      await drive(HOUR_S / 2);
      expect(count(events.slice(before), 'answered', 'amministrazione')).toBeGreaterThan(0);
    }, 60_000);

    it('does nothing while the clock is frozen or the telephone server is down, and skips big jumps', async () => {
      const { account, clock, telephony, autopilot, events, drive } = await office(2);
      await drive(600);
      const seen = events.length;
      for (let i = 0; i < 5; i++) expect(await autopilot.tick()).toEqual([]);

      await telephony.setReachable(account, false);
      await drive(600);
      expect(events.length).toBe(seen);
      await telephony.setReachable(account, true);

      // A day later in one step: not a day of calls at once.
      clock.advance(86_400_000);
      const afterJump = await autopilot.tick();
      expect(afterJump.filter((e) => e.type === 'arrived').length).toBeLessThanOrEqual(3);
      await drive(600);
      expect(count(events.slice(seen), 'arrived')).toBeGreaterThan(0);
    }, 60_000);

    it('ticks on its scheduler and stops cleanly, waiting for the tick in progress', async () => {
      const timer = fakeScheduler();
      const errors: unknown[] = [];
      const { account, clock, telephony, autopilot, events } = await office(4, {
        scheduler: timer,
        intervalMs: 500,
        onError: (error) => errors.push(error),
      });
      autopilot.start();
      expect(timer.intervalMs).toBe(500);
      for (let i = 0; i < 300; i++) {
        clock.advance(2_000);
        await timer.fire();
      }
      expect(timer.ticks).toBe(300);
      expect(count(events, 'arrived')).toBeGreaterThan(0);

      // Five minutes in one tick: certainly something to do. stop() returns once that tick is over.
      clock.advance(300_000);
      const before = events.length;
      const inProgress = timer.fire();
      await autopilot.stop();
      expect(events.length).toBeGreaterThan(before);
      expect(timer.cancelled).toBe(true);
      await inProgress;
      const settled = events.length;
      const waiting = async () =>
        new Set((await telephony.queueStates(account)).flatMap((q) => q.callers.map((c) => c.channel)));
      const waitingBefore = await waiting();

      // The autopilot does nothing after stop, even if a late timer callback or a direct tick comes; the
      // exchange goes on: calls in progress end, callers whose patience runs out hang up.
      clock.advance(HOUR_S * 1000);
      await timer.fire();
      expect(await autopilot.tick()).toEqual([]);
      expect(events.length).toBe(settled);
      expect([...(await waiting())].filter((channel) => !waitingBefore.has(channel))).toEqual([]);
      expect((await telephony.check(account)).violations).toEqual([]);
      expect(errors).toEqual([]);
    }, 60_000);
  });
});

/** A scheduler the test fires by hand; `fire()` resolves once the tick it started has finished. */
function fakeScheduler(): Scheduler & {
  intervalMs: number;
  cancelled: boolean;
  ticks: number;
  fire(): Promise<void>;
} {
  let run: (() => Promise<void>) | undefined;
  const state = {
    intervalMs: 0,
    cancelled: false,
    ticks: 0,
    every(ms: number, callback: () => Promise<void>) {
      state.intervalMs = ms;
      run = callback;
      return () => {
        state.cancelled = true;
      };
    },
    async fire() {
      if (!run) return;
      state.ticks += 1;
      await run();
    },
  };
  return state;
}
