import { describe, expect, it } from 'vitest';
import { parseLocalTimestamp } from '../fixtures/local-timestamp.js';
import { demoFixture } from './demo-fixture.js';

// Wednesday 4 June 2025, 16:00 in Rome.
const NOW = new Date('2025-06-04T14:00:00Z');

describe('demoFixture', () => {
  it('is a rich, valid exchange', () => {
    const fixture = demoFixture(NOW);
    expect(fixture.context).toBe('studio-demo');
    expect(fixture.calendar_enabled).toBe(true);
    expect(fixture.extensions.length).toBeGreaterThanOrEqual(8);
    expect(new Set(fixture.extensions.map((e) => e.status)).size).toBe(6);
    expect(fixture.queues.map((q) => q.queue_name)).toEqual(['assistenza', 'vendite', 'amministrazione']);
    expect(new Set(fixture.voip_numbers.map((v) => v.provider))).toEqual(
      new Set(['MESSAGENET', 'EHIWEB', 'VOIPVOICE', 'VIRTUAL', 'SBC']),
    );
    expect(fixture.voip_numbers.filter((v) => !v.registered).map((v) => v.provider)).toEqual(['VOIPVOICE']);
    expect(fixture.switches).toHaveLength(3);
    expect(fixture.contacts.length).toBeGreaterThanOrEqual(15);
    const [spam, empty] = fixture.blacklists;
    expect(spam).toMatchObject({ name: 'spam', used_by_rules: ['0687654321', '0212345678'] });
    expect(spam!.numbers.some((n) => n.number.startsWith('^'))).toBe(true);
    expect(empty).toMatchObject({ name: 'test-vuota', numbers: [], used_by_rules: [] });
  });

  it('generates three weeks of history up to now, never on Sunday, with queue waits', () => {
    const { calls, timezone } = demoFixture(NOW);
    const instants = calls.map((c) => parseLocalTimestamp(c.calldate, timezone).getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    expect(Math.max(...instants)).toBeLessThan(NOW.getTime());
    const days = new Set(calls.map((c) => c.calldate.slice(0, 10)));
    expect([...days].sort()[0]).toBe('2025-05-15');
    expect(days.has('2025-06-01')).toBe(false); // Sunday
    expect(days.has('2025-06-04')).toBe(true);
    const inbound = calls.filter((c) => c.direction === 'inbound');
    const outbound = calls.filter((c) => c.direction === 'outbound');
    expect(inbound.length).toBeGreaterThan(300);
    expect(outbound.length).toBeGreaterThan(100);
    const queued = inbound.filter((c) => c.queue !== undefined);
    expect(new Set(queued.map((c) => c.queue))).toEqual(
      new Set(['assistenza', 'vendite', 'amministrazione']),
    );
    expect(queued.every((c) => c.wait_seconds !== undefined)).toBe(true);
    expect(new Set(inbound.map((c) => c.status))).toEqual(new Set(['answered', 'not_answered', 'abandoned']));
    expect(new Set(outbound.map((c) => c.disposition))).toEqual(
      new Set(['ANSWERED', 'NO ANSWER', 'BUSY', 'FAILED']),
    );
  });

  it('is deterministic: past days do not change as the day goes on', () => {
    expect(demoFixture(NOW)).toEqual(demoFixture(NOW));
    const morning = demoFixture(new Date('2025-06-04T08:00:00Z')).calls;
    const afternoon = demoFixture(NOW).calls;
    const pastOf = (calls: typeof morning) => calls.filter((c) => c.calldate < '2025-06-04');
    expect(pastOf(morning)).toEqual(pastOf(afternoon));
    const todayMorning = morning.filter((c) => c.calldate >= '2025-06-04');
    expect(afternoon.filter((c) => c.calldate >= '2025-06-04').slice(0, todayMorning.length)).toEqual(
      todayMorning,
    );
  });
});
