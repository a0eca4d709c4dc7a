import type { QueueLive } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { abandonsBetween, type TimedSample } from './abandoned-callers.js';

const NUMBERS: Record<string, string> = { a: '3331110001', b: '3331110002', c: '3331110003', x: 'anonymous' };

interface QueueSpec {
  name?: string;
  abandoned?: number;
  completed?: number;
  callers?: string[];
  /** Members: `<extension>:<calls taken>[:in]` (`:in` while in a call). */
  members?: string[];
  inCall?: number;
}

const queue = (over: QueueSpec): QueueLive =>
  ({
    queue_name: over.name ?? 'assistenza',
    abandoned: over.abandoned ?? 0,
    completed: over.completed ?? 0,
    callers: (over.callers ?? []).map((channel, i) => ({
      position: i + 1,
      channel,
      caller_number: NUMBERS[channel] ?? '3339999999',
      caller_name: channel === 'a' ? 'Mario Rossi' : '',
      wait_seconds: 40 + i,
      wait_formatted: '00:40',
    })),
    members: (over.members ?? ['201:3', '202:5']).map((m) => {
      const [extension = '', taken = '0', state] = m.split(':');
      return { extension, calls_taken: Number(taken), in_call: state === 'in' };
    }),
    summary: { members_in_call: over.inCall ?? 0 },
  }) as unknown as QueueLive;

const at = (ms: number, ...queues: QueueSpec[]): TimedSample => ({ at: ms, queues: queues.map(queue) });

describe('abandonsBetween', () => {
  it.each<[string, TimedSample | undefined, TimedSample, string[]]>([
    [
      'one caller gone, abandoned +1, nobody answered',
      at(1000, { callers: ['a', 'b'] }),
      at(6000, { callers: ['b'], abandoned: 1 }),
      ['a'],
    ],
    [
      'two gone, abandoned +2',
      at(1000, { callers: ['a', 'b', 'c'], abandoned: 4 }),
      at(6000, { callers: ['b'], abandoned: 6 }),
      ['a', 'c'],
    ],
    [
      'two gone, abandoned +1: one may have been answered… by nobody, or left otherwise',
      at(1000, { callers: ['a', 'b'] }),
      at(6000, { abandoned: 1 }),
      [],
    ],
    [
      'one gone, abandoned +2: someone unseen also abandoned (cannot tell which is which for sure)',
      at(1000, { callers: ['a'] }),
      at(6000, { abandoned: 2 }),
      [],
    ],
    [
      'one gone, abandoned +1, but a member went into a call',
      at(1000, { callers: ['a', 'b'] }),
      at(6000, { callers: [], abandoned: 1, members: ['201:3:in', '202:5'] }),
      [],
    ],
    [
      'one gone, abandoned +1, a member took a call and ended it within the interval',
      at(1000, { callers: ['a', 'b'] }),
      at(6000, { callers: [], abandoned: 1, members: ['201:4', '202:5'] }),
      [],
    ],
    [
      'a member still in the call they were in: no answer in the interval',
      at(1000, { callers: ['a'], members: ['201:3:in', '202:5'] }),
      at(6000, { abandoned: 1, members: ['201:3:in', '202:5'] }),
      ['a'],
    ],
    [
      'the member list changed: cannot tell',
      at(1000, { callers: ['a'] }),
      at(6000, { abandoned: 1, members: ['201:3'] }),
      [],
    ],
    [
      'a caller gone, answered (a member in a call, no abandon)',
      at(1000, { callers: ['a'] }),
      at(6000, { members: ['201:4:in', '202:5'], inCall: 1 }),
      [],
    ],
    [
      'the abandoned counter went down (queue restarted)',
      at(1000, { callers: ['a'], abandoned: 5 }),
      at(6000, { abandoned: 0 }),
      [],
    ],
    [
      'a withheld number: not returned, the history decides',
      at(1000, { callers: ['x', 'b'] }),
      at(6000, { callers: ['b'], abandoned: 1 }),
      [],
    ],
    ['nothing changed', at(1000, { callers: ['a'] }), at(6000, { callers: ['a'] }), []],
    ['no previous sample', undefined, at(6000, { abandoned: 3 }), []],
    [
      'the same instant (a sample offered twice)',
      at(6000, { callers: ['a'] }),
      at(6000, { abandoned: 1 }),
      [],
    ],
    [
      'per queue: a certain one and an ambiguous one',
      at(1000, { callers: ['a'] }, { name: 'vendite', callers: ['b', 'c'] }),
      at(6000, { abandoned: 1 }, { name: 'vendite', abandoned: 1 }),
      ['a'],
    ],
    [
      'a new caller arrived meanwhile (not gone)',
      at(1000, { callers: ['a'] }),
      at(6000, { callers: ['b'], abandoned: 1 }),
      ['a'],
    ],
  ])('%s', (_name, previous, next, channels) => {
    expect(abandonsBetween(previous, next).map((c) => c.channel)).toEqual(channels);
  });

  it('says who, where, how long they waited at least and when they left', () => {
    expect(abandonsBetween(at(1000, { callers: ['a'] }), at(6000, { abandoned: 1 }))).toEqual([
      {
        queue: 'assistenza',
        channel: 'a',
        callerNumber: '3331110001',
        callerName: 'Mario Rossi',
        lastWaitSeconds: 40,
        previousAt: 1000,
        nextAt: 6000,
      },
    ]);
  });
});
