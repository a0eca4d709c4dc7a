import type { QueueLive } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { abandonSeen } from './abandon-signal.js';

const caller = (channel: string) => ({
  position: 1,
  channel,
  caller_number: '3331234567',
  caller_name: '',
  wait_seconds: 10,
  wait_formatted: '00:10',
});
const queue = (over: {
  abandoned?: number;
  completed?: number;
  inCall?: number;
  callers?: string[];
}): QueueLive =>
  ({
    queue_name: 'assistenza',
    abandoned: over.abandoned ?? 0,
    completed: over.completed ?? 0,
    callers: (over.callers ?? []).map(caller),
    summary: { members_in_call: over.inCall ?? 0 },
  }) as unknown as QueueLive;

describe('abandonSeen', () => {
  it.each([
    ['abandoned counter up', [queue({})], [queue({ abandoned: 1 })], true],
    ['a caller gone, nobody took a call', [queue({ callers: ['a'] })], [queue({})], true],
    ['a caller gone, a member took it', [queue({ callers: ['a'] })], [queue({ inCall: 1 })], false],
    ['nothing changed', [queue({ callers: ['a'] })], [queue({ callers: ['a'] })], false],
    ['no previous sample', undefined, [queue({ abandoned: 3 })], false],
  ])('%s', (_name, previous, next, want) => {
    expect(abandonSeen(previous, next)).toBe(want);
  });
});
