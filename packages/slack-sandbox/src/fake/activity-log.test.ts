import { describe, expect, it } from 'vitest';
import type { SlackActivity } from './activity.js';
import { ActivityLog } from './activity-log.js';

const call = (method: string): SlackActivity => ({
  type: 'api_call',
  call: { method, args: {}, at: 0, status: 200, response: { ok: true } },
});
const isMethod = (method: string) => (a: SlackActivity) => a.type === 'api_call' && a.call.method === method;

describe('ActivityLog', () => {
  it('finds an activity already logged', async () => {
    const log = new ActivityLog();
    log.push(call('auth.test'));
    await expect(log.waitFor(isMethod('auth.test'))).resolves.toEqual(call('auth.test'));
  });

  it('ignores activities before the mark and waits for the next one', async () => {
    const log = new ActivityLog();
    log.push(call('auth.test'));
    const mark = log.mark();
    const waiting = log.waitFor(isMethod('auth.test'), { after: mark, timeoutMs: 500 });
    setTimeout(() => log.push(call('auth.test')), 5);
    await expect(waiting).resolves.toBeDefined();
    expect(log.entries).toHaveLength(2);
  });

  it('rejects after the timeout, naming what happened', async () => {
    const log = new ActivityLog();
    log.push(call('chat.postMessage'));
    await expect(log.waitFor(isMethod('views.open'), 20)).rejects.toThrow(/within 20 ms.*api_call/);
  });

  it('unsubscribes', () => {
    const log = new ActivityLog();
    const seen: string[] = [];
    const off = log.subscribe((a) => seen.push(a.type));
    log.push(call('a'));
    off();
    log.push(call('b'));
    expect(seen).toEqual(['api_call']);
  });
});
