import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MissedKeys } from './missed-keys.js';
import { type InboundRecord, wallSeconds } from './missed-record.js';
import { NoticeStore } from './notice-store.js';
import { confirms, type ProvisionalCall, ProvisionalNotices } from './provisional-notices.js';

let redis: Redis;
let other: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new MissedKeys(prefix);

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
  other = new Redis('redis://127.0.0.1:6379');
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});
afterAll(async () => {
  await redis.quit();
  await other.quit();
});

const ref = { id: 'n1', accountId: 'main', channel: 'C1', ruleId: 'm1' };
/** A caller seen waiting 40 s at 10:42:30, gone at 10:42:40 (local wall clock). */
const live = (over: Partial<ProvisionalCall> = {}): ProvisionalCall => ({
  liveId: 'live:SIP/trunk-0001',
  caller: '3331234567',
  callerName: 'MARIO',
  queue: 'assistenza',
  waitSeconds: 40,
  calldate: '2026-11-26 10:41:50',
  from: wallSeconds('2026-11-26 10:42:30'),
  to: wallSeconds('2026-11-26 10:42:40'),
  seenAt: Date.UTC(2026, 10, 26, 9, 42, 40),
  ...over,
});
/** The history's record of the same call: it started at 10:41:45 (5 s of greeting), ended at 10:42:33. */
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

describe('provisional notices', () => {
  it('two processes handling the same samples count the caller once; the notice shows the queue', async () => {
    const a = new ProvisionalNotices(redis, keys);
    const b = new ProvisionalNotices(other, keys);
    const versions = await Promise.all([a.count(ref, live()), b.count(ref, live())]);
    expect(versions.sort()).toEqual([0, 1]);
    expect(await new NoticeStore(redis, keys).get('main', 'n1')).toMatchObject({
      count: 1,
      caller: '3331234567',
      label: 'MARIO',
      liveQueue: 'assistenza',
      destination: '',
      waitSeconds: 40,
      lastAt: '2026-11-26 10:41:50',
      status: 'open',
    });
    expect((await a.waiting('main')).map((p) => p.liveId)).toEqual(['live:SIP/trunk-0001']);
  });

  it("the history's record takes its place: the count stays, the details and the version change", async () => {
    const provisionals = new ProvisionalNotices(redis, keys);
    const notices = new NoticeStore(redis, keys);
    const first = await provisionals.count(ref, live());
    const [waiting] = await provisionals.waiting('main');
    expect(waiting && confirms(waiting, record())).toBe(true);
    const version = await provisionals.confirm('main', waiting!, record());
    expect(version).toBe(first + 1);
    expect(await notices.get('main', 'n1')).toMatchObject({
      count: 1,
      liveQueue: undefined,
      destination: '0287654321',
      label: 'Mario Rossi',
      waitSeconds: 48,
      lastAt: '2026-11-26 10:41:45',
      firstAt: '2026-11-26 10:41:45',
      version,
    });
    expect(await provisionals.waiting('main')).toEqual([]);
    // the same record read again (another read, another process) changes nothing
    expect(await provisionals.confirm('main', waiting!, record())).toBe(-1);
    expect(await notices.count(ref, record())).toBe(0);
    expect((await notices.get('main', 'n1'))?.count).toBe(1);
    // a later sample pair showing the same channel gone changes nothing either
    expect(await provisionals.count(ref, live())).toBe(0);
  });

  it('a caller the history counted first is not counted again from a late sample', async () => {
    const provisionals = new ProvisionalNotices(redis, keys);
    const notices = new NoticeStore(redis, keys);
    expect(await notices.count(ref, record())).toBe(1);
    expect(await provisionals.count(ref, live())).toBe(0);
    expect(await notices.get('main', 'n1')).toMatchObject({ count: 1, liveQueue: undefined });
    expect(await provisionals.waiting('main')).toEqual([]);
    // another abandoned call of theirs, later, counts
    const later = live({
      liveId: 'live:SIP/trunk-0002',
      calldate: '2026-11-26 11:00:00',
      from: wallSeconds('2026-11-26 11:01:00'),
      to: wallSeconds('2026-11-26 11:01:05'),
    });
    expect(await provisionals.count(ref, later)).toBeGreaterThan(0);
    expect(await notices.get('main', 'n1')).toMatchObject({ count: 2, liveQueue: 'assistenza' });
  });

  it('a newer call shown already is kept when an older provisional record is confirmed', async () => {
    const provisionals = new ProvisionalNotices(redis, keys);
    const notices = new NoticeStore(redis, keys);
    await provisionals.count(ref, live());
    await notices.count(ref, record({ id: 9, calldate: '2026-11-26 11:30:00', total_duration: 20 }));
    const [waiting] = await provisionals.waiting('main');
    expect(await provisionals.confirm('main', waiting!, record())).toBeGreaterThan(0);
    expect(await notices.get('main', 'n1')).toMatchObject({
      count: 2,
      lastAt: '2026-11-26 11:30:00',
      waitSeconds: 20,
      firstAt: '2026-11-26 10:41:45',
    });
  });

  it('a closed notice stays closed when its provisional record is confirmed (the same call)', async () => {
    const provisionals = new ProvisionalNotices(redis, keys);
    const notices = new NoticeStore(redis, keys);
    await provisionals.count(ref, live());
    expect(await notices.done('main', 'n1', 'U1', 1)).toBeGreaterThan(0);
    const [waiting] = await provisionals.waiting('main');
    expect(await provisionals.confirm('main', waiting!, record())).toBeGreaterThan(0);
    expect(await notices.get('main', 'n1')).toMatchObject({ status: 'done', count: 1 });
  });

  it.each([
    ['ended within the interval', record(), true],
    ['ended 5 s before it', record({ total_duration: 40 }), true],
    ['ended 6 s before it', record({ total_duration: 39 }), false],
    ['ended 5 s after it', record({ total_duration: 60 }), true],
    ['ended 6 s after it', record({ total_duration: 61 }), false],
    ['not abandoned', record({ status: 'not_answered' }), false],
  ])('confirms: %s', (_name, r, want) => {
    expect(confirms(live(), r)).toBe(want);
  });
});
