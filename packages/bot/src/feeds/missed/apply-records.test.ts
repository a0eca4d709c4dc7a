import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LeftCaller } from './abandoned-callers.js';
import { type ApplyDeps, applyInbound, PROVISIONAL_REPORT_MS } from './apply-records.js';
import { countLiveAbandons } from './live-notices.js';
import { MissedKeys } from './missed-keys.js';
import { type InboundRecord, noticeIdFor } from './missed-record.js';
import type { MissedRule } from './missed-rule.schema.js';
import { MissedStore } from './missed-store.js';
import type { NoticeOutbox } from './notice-outbox.js';
import { NoticeStore } from './notice-store.js';
import { ProvisionalNotices } from './provisional-notices.js';

let redis: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new MissedKeys(prefix);
const TZ = 'Europe/Rome';

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});
afterAll(async () => {
  await redis.quit();
});

const rule = (id: string, over: Partial<MissedRule> = {}): MissedRule => ({
  id,
  accountId: 'main',
  channel: `C-${id}`,
  numbers: [],
  daily: '17:30',
  source: 'config',
  ...over,
});

/** 2026-11-26 10:42:30 in Rome (UTC+1). */
const at = (hh: number, mm: number, ss: number) => Date.UTC(2026, 10, 26, hh - 1, mm, ss);
/** Seen waiting 40 s at 10:42:30, gone at 10:42:40. */
const left = (over: Partial<LeftCaller> = {}): LeftCaller => ({
  queue: 'assistenza',
  channel: 'SIP/trunk-0001',
  callerNumber: '+39 333 123 4567',
  callerName: 'MARIO',
  lastWaitSeconds: 40,
  previousAt: at(10, 42, 30),
  nextAt: at(10, 42, 40),
  ...over,
});
/** The history's record of that call: started 10:41:45, ended 10:42:33. */
const record = (over: Partial<InboundRecord> = {}): InboundRecord => ({
  id: 7,
  calldate: '2026-11-26 10:41:45',
  caller_number: '3331234567',
  caller_id: 'Mario Rossi',
  destination: '0287654321',
  status: 'abandoned',
  total_duration: 48,
  call_legs: 1,
  ...over,
});

async function setUp(rules: MissedRule[]) {
  const logger = pino({ level: 'silent' });
  const store = new MissedStore(redis, keys, rules, logger);
  const notices = new NoticeStore(redis, keys);
  const provisionals = new ProvisionalNotices(redis, keys);
  const sent: [string, number][] = [];
  const outbox = {
    enqueue: async (_account: string, id: string, version: number) => {
      sent.push([id, version]);
    },
  } as unknown as NoticeOutbox;
  const debug: unknown[] = [];
  const deps: ApplyDeps = {
    store,
    notices,
    provisionals,
    outbox,
    burstSize: 5,
    onEnabled: async () => {},
    logger: { debug: (o: unknown) => debug.push(o) } as unknown as ApplyDeps['logger'],
  };
  for (const r of rules) await store.setCursor('main', r.id, 1);
  // reads run at the records' day, whatever day the suite runs on
  const read = (records: InboundRecord[], now = at(10, 43, 0)) =>
    applyInbound(deps, { accountId: 'main', rules, records, today: '2026-11-26', now });
  const live = (callers: LeftCaller[]) =>
    countLiveAbandons(
      { store, notices, provisionals, outbox, burstSize: 2 },
      { accountId: 'main', timeZone: TZ, callers },
    );
  return { store, notices, provisionals, sent, read, live, debug };
}

describe('notices from a live sample, confirmed by the history', () => {
  it('counted at once into the notice the history counts into; the record replaces it (count 1, edited)', async () => {
    const all = rule('m1');
    const { notices, sent, read, live } = await setUp([all]);
    expect(await live([left()])).toBe(1);
    const id = noticeIdFor(all.channel, record());
    expect(sent).toEqual([[id, 1]]);
    expect(await notices.get('main', id)).toMatchObject({ count: 1, liveQueue: 'assistenza' });

    const result = await read([record()]);
    expect(result).toMatchObject({ counted: 0, confirmed: 1 });
    expect(sent).toEqual([
      [id, 1],
      [id, 2],
    ]);
    expect(await notices.get('main', id)).toMatchObject({
      count: 1,
      liveQueue: undefined,
      destination: '0287654321',
      waitSeconds: 48,
      version: 2,
    });
    // the next read brings the same record again: nothing
    expect(await read([record()])).toMatchObject({ counted: 0, confirmed: 0 });
    expect(sent).toHaveLength(2);
  });

  it('a record that matches no provisional one counts as before (another call, another time)', async () => {
    const all = rule('m1');
    const { notices, read, live } = await setUp([all]);
    await live([left()]);
    const other = record({ id: 8, calldate: '2026-11-26 10:50:00', total_duration: 30 });
    expect(await read([other])).toMatchObject({ counted: 1, confirmed: 0 });
    const notice = await notices.get('main', noticeIdFor(all.channel, other));
    expect(notice).toMatchObject({ count: 2, lastAt: '2026-11-26 10:50:00', liveQueue: undefined });
    // the provisional one is confirmed later by its own record: still 2
    expect(await read([record(), other])).toMatchObject({ counted: 0, confirmed: 1 });
    expect((await notices.get('main', notice!.id))?.count).toBe(2);
  });

  it('a rule with a number filter waits for the history; one outside its hours counts nothing', async () => {
    const filtered = rule('m1', { numbers: ['0287654321'] });
    const evenings = rule('m2', { hours: { days: [1, 2, 3, 4, 5], from: '18:00', to: '22:00' } });
    const all = rule('m3');
    const { notices, read, live } = await setUp([filtered, evenings, all]);
    expect(await live([left()])).toBe(1);
    expect(await notices.get('main', noticeIdFor(filtered.channel, record()))).toBeUndefined();
    expect(await notices.get('main', noticeIdFor(evenings.channel, record()))).toBeUndefined();
    expect(await read([record()])).toMatchObject({ counted: 1, confirmed: 1 });
    expect((await notices.get('main', noticeIdFor(filtered.channel, record())))?.count).toBe(1);
    expect((await notices.get('main', noticeIdFor(all.channel, record())))?.count).toBe(1);
  });

  it('a rule that has not read yet is left to its first read', async () => {
    const all = rule('m1');
    const { store, notices } = await setUp([]);
    const fresh = new MissedStore(redis, keys, [all], pino({ level: 'silent' }));
    expect((await store.rules('main')).length).toBe(0);
    const counted = await countLiveAbandons(
      {
        store: fresh,
        notices,
        provisionals: new ProvisionalNotices(redis, keys),
        outbox: { enqueue: async () => {} },
        burstSize: 5,
      },
      { accountId: 'main', timeZone: TZ, callers: [left()] },
    );
    expect(counted).toBe(0);
    expect(await notices.get('main', noticeIdFor(all.channel, record()))).toBeUndefined();
  });

  it('a burst seen in one sample becomes one summary message, as from a read', async () => {
    const all = rule('m1');
    const { notices, live } = await setUp([all]);
    const callers = ['1', '2', '3'].map((n) =>
      left({ channel: `SIP/trunk-000${n}`, callerNumber: `33312345${n}0` }),
    );
    expect(await live(callers)).toBe(3);
    const ids = callers.map((c) =>
      noticeIdFor(all.channel, record({ caller_number: c.callerNumber, calldate: '2026-11-26 10:41:50' })),
    );
    const shown = await Promise.all(ids.map((id) => notices.get('main', id)));
    expect(new Set(shown.map((n) => n?.summaryId)).size).toBe(1);
    expect(shown[0]?.summaryId).toBeDefined();
  });

  it('unconfirmed for long: reported once at debug, kept, never counted twice', async () => {
    const all = rule('m1');
    const { notices, provisionals, read, live, debug } = await setUp([all]);
    await live([left()]);
    const later = left().nextAt + PROVISIONAL_REPORT_MS + 1000;
    await read([], later);
    await read([], later + 60_000);
    expect(debug).toHaveLength(1);
    expect(await provisionals.waiting('main')).toHaveLength(1);
    await live([left({ nextAt: later })]);
    expect((await notices.get('main', noticeIdFor(all.channel, record())))?.count).toBe(1);
  });

  it('forgotten once the history can no longer bring its record (two days), counted still once', async () => {
    const all = rule('m1');
    const { notices, provisionals, read, live } = await setUp([all]);
    await live([left()]);
    await read([], left().nextAt + 2 * 86_400_000 - 60_000);
    expect(await provisionals.waiting('main')).toHaveLength(1);
    await read([], left().nextAt + 2 * 86_400_000 + 60_000);
    expect(await provisionals.waiting('main')).toHaveLength(0);
    expect((await notices.get('main', noticeIdFor(all.channel, record())))?.count).toBe(1);
  });
});
