import { DelayedError, type Job } from 'bullmq';
import { describe, expect, it, vi } from 'vitest';
import { SlackWait } from '../../slack/paced-call.js';
import { feedOutbox } from './feed-outbox.js';
import { createFeedSyncProcessor, type FailedSend } from './feed-sync.job.js';

const outbox = feedOutbox({ job: 'booking-sync', idPrefix: 'booking', itemField: 'bookingId' });

/** An item that needs `sends` more sends; each step answers what the test says. */
function harness(opts: {
  sends?: number;
  locked?: boolean;
  steps?: (() => Promise<void>)[];
  failed?: FailedSend;
}) {
  let left = opts.sends ?? 1;
  const steps = [...(opts.steps ?? [])];
  const calls: string[] = [];
  const job = { data: { accountId: 'acc', bookingId: 'b1' }, moveToDelayed: vi.fn(async () => {}) };
  const process = createFeedSyncProcessor<{ id: string }>({
    label: 'booking',
    outbox,
    rounds: 3,
    lock: async (_a, lockId) => {
      calls.push(`lock ${lockId}`);
      return !opts.locked;
    },
    unlock: async () => {
      calls.push('unlock');
    },
    load: async (_a, id) => ({ id }),
    advance: async () => {
      const step = steps.shift();
      if (step) await step();
      if (left === 0) return false;
      left--;
      calls.push('send');
      return true;
    },
    settled: async () => {
      calls.push('settled');
    },
    waited: async (_item, wait) => {
      calls.push(`waited ${wait.ms}`);
    },
    failed: async (_item, error) => {
      calls.push(`failed ${(error as Error).message}`);
      if (opts.failed) return opts.failed;
      throw error;
    },
  });
  const run = () => process(job as unknown as Job, 'token');
  return { run, calls, job };
}

describe('a feed item’s sync job', () => {
  it('sends until nothing is left, under the item’s lock', async () => {
    const h = harness({ sends: 2 });
    expect(await h.run()).toEqual({ outcome: 'ok' });
    expect(h.calls).toEqual(['lock b1', 'send', 'send', 'settled', 'unlock']);
  });

  it('comes back later when another process holds the item', async () => {
    const h = harness({ locked: true });
    await expect(h.run()).rejects.toBeInstanceOf(DelayedError);
    expect(h.job.moveToDelayed).toHaveBeenCalledOnce();
    expect(h.calls).toEqual(['lock b1']);
  });

  it('comes back when the channel’s pace or Slack’s Retry-After says', async () => {
    const h = harness({ steps: [async () => Promise.reject(new SlackWait(4000, true))] });
    const before = Date.now();
    await expect(h.run()).rejects.toBeInstanceOf(DelayedError);
    const [[at]] = h.job.moveToDelayed.mock.calls as unknown as [[number]];
    expect(at).toBeGreaterThanOrEqual(before + 4000);
    expect(h.calls).toEqual(['lock b1', 'waited 4000', 'unlock']);
  });

  it('comes back after a few sends when the item keeps changing', async () => {
    const h = harness({ sends: 10 });
    await expect(h.run()).rejects.toBeInstanceOf(DelayedError);
    expect(h.calls).toEqual(['lock b1', 'send', 'send', 'send', 'unlock']);
  });

  it.each([
    ['ends the job', { outcome: 'dropped' }, { outcome: 'dropped' }],
    ['tries again at once', 'again', { outcome: 'ok' }],
  ] as const)('a failure the feed handles %s', async (_name, failed, want) => {
    const h = harness({ steps: [async () => Promise.reject(new Error('refused'))], failed });
    expect(await h.run()).toEqual(want);
    expect(h.calls[1]).toBe('failed refused');
    expect(h.calls.at(-1)).toBe('unlock');
  });

  it('leaves any other failure to BullMQ’s retries, the lock freed', async () => {
    const h = harness({ steps: [async () => Promise.reject(new Error('boom'))] });
    await expect(h.run()).rejects.toThrow('boom');
    expect(h.calls).toEqual(['lock b1', 'failed boom', 'unlock']);
  });

  it('ignores a payload that names no item', async () => {
    const h = harness({});
    h.job.data = { accountId: 'acc' } as never;
    expect(await h.run()).toEqual({ outcome: 'invalid' });
    expect(h.calls).toEqual([]);
  });
});
