import { describe, expect, it } from 'vitest';
import {
  answeredAgainOf,
  callbackOf,
  type InboundRecord,
  isMissedCall,
  noticeIdFor,
  type OutboundRecord,
  ruleWatches,
} from './missed-record.js';

const inbound = (over: Partial<InboundRecord> = {}): InboundRecord => ({
  id: 1,
  calldate: '2026-11-26 10:42:00',
  caller_number: '3331234567',
  caller_id: 'Mario Rossi',
  destination: '0612345678',
  status: 'abandoned',
  total_duration: 35,
  call_legs: 1,
  ...over,
});

const outbound = (over: Partial<OutboundRecord> = {}): OutboundRecord => ({
  calldate: '2026-11-26 10:50:00',
  caller_id: 'Laura',
  source: '201',
  destination: '+39 333 123 4567',
  disposition: 'ANSWERED',
  uniqueid: 'u1',
  ...over,
});

describe('isMissedCall', () => {
  it.each([
    ['abandoned in a queue', inbound(), true],
    ['rang, nobody answered', inbound({ status: 'not_answered', total_duration: 20 }), true],
    [
      'refused at routing (blacklist): no duration, one leg',
      inbound({ status: 'not_answered', total_duration: 0 }),
      false,
    ],
    ['answered', inbound({ status: 'answered', total_duration: 80, call_legs: 2 }), false],
  ])('%s', (_name, record, want) => {
    expect(isMissedCall(record)).toBe(want);
  });
});

describe('ruleWatches', () => {
  it('matches the called number however it is spelled, and only in the hours (local wall clock)', () => {
    expect(ruleWatches({ numbers: [] }, inbound())).toBe(true);
    expect(ruleWatches({ numbers: ['+390612345678'] }, inbound())).toBe(true);
    expect(ruleWatches({ numbers: ['0698765432'] }, inbound())).toBe(false);
    const office = { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' };
    expect(ruleWatches({ numbers: [], hours: office }, inbound())).toBe(true); // Thursday 10:42
    expect(ruleWatches({ numbers: [], hours: office }, inbound({ calldate: '2026-11-26 18:00:00' }))).toBe(
      false,
    );
    expect(ruleWatches({ numbers: [], hours: office }, inbound({ calldate: '2026-11-28 10:00:00' }))).toBe(
      false,
    );
  });
});

describe('noticeIdFor', () => {
  it('one notice per channel, caller and local day; every withheld call its own', () => {
    const a = noticeIdFor('C1', inbound());
    expect(
      noticeIdFor('C1', inbound({ id: 2, caller_number: '+393331234567', calldate: '2026-11-26 17:00:00' })),
    ).toBe(a);
    expect(noticeIdFor('C2', inbound())).not.toBe(a);
    expect(noticeIdFor('C1', inbound({ calldate: '2026-11-27 09:00:00' }))).not.toBe(a);
    const anon = noticeIdFor('C1', inbound({ caller_number: '' }));
    expect(noticeIdFor('C1', inbound({ id: 9, caller_number: '' }))).not.toBe(anon);
  });
});

describe('callback matching', () => {
  const notice = { caller: '3331234567', lastAt: '2026-11-26 10:42:00' };
  it('an outbound call to the number after the missed call, from any phone; answered resolves', () => {
    expect(callbackOf(notice, outbound())).toMatchObject({
      by: '201 (Laura)',
      outcome: 'ANSWERED',
      resolves: true,
    });
    expect(callbackOf(notice, outbound({ disposition: 'NO ANSWER' }))).toMatchObject({ resolves: false });
    expect(callbackOf(notice, outbound({ caller_id: '0287654321' }))?.by).toBe('201');
    expect(callbackOf(notice, outbound({ calldate: '2026-11-26 10:30:00' }))).toBeUndefined();
    expect(callbackOf(notice, outbound({ destination: '3339999999' }))).toBeUndefined();
    expect(callbackOf({ caller: 'anonymous', lastAt: notice.lastAt }, outbound())).toBeUndefined();
  });
  it('a callback within the second the missed call began (the caller hung up at once) counts', () => {
    // the history writes whole seconds: the caller left after 0.3 s, the callback was placed 0.5 s later
    expect(callbackOf(notice, outbound({ calldate: notice.lastAt }))).toMatchObject({
      at: notice.lastAt,
      resolves: true,
    });
    expect(callbackOf(notice, outbound({ calldate: '2026-11-26 10:41:59' }))).toBeUndefined();
  });
  it('the caller calling in again and answered resolves it; not answered does not', () => {
    const again = inbound({
      id: 5,
      status: 'answered',
      calldate: '2026-11-26 11:00:00',
      caller_number: '+393331234567',
    });
    expect(answeredAgainOf(notice, again)).toMatchObject({ kind: 'in', resolves: true });
    expect(answeredAgainOf(notice, { ...again, status: 'abandoned' })).toBeUndefined();
  });
});
