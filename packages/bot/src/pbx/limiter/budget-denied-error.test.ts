import { DelayedError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { deserializeError, serializeError } from '../coalesce/serialized-error.js';
import { delayIfDenied } from './acquire-or-delay.js';
import { BudgetDeniedError, isBudgetDenied } from './budget-denied-error.js';

describe('BudgetDeniedError', () => {
  const denied = new BudgetDeniedError('A', 'minute', 1500);

  it('is recognised directly and after crossing processes as JSON', () => {
    expect(isBudgetDenied(denied)).toBe(true);
    const rebuilt = deserializeError(serializeError(denied));
    // recognised by name, not by class, so the coalescer needs no import of the limiter
    expect(rebuilt).not.toBeInstanceOf(BudgetDeniedError);
    expect(isBudgetDenied(rebuilt)).toBe(true);
    expect(rebuilt).toMatchObject({ accountId: 'A', reason: 'minute', retryAfterMs: 1500 });
    expect(isBudgetDenied(new Error('boom'))).toBe(false);
  });

  it('delayIfDenied parks the job for retryAfterMs, and rethrows anything else', async () => {
    const moves: [number, string | undefined][] = [];
    const job = { moveToDelayed: async (at: number, token?: string) => void moves.push([at, token]) };
    const before = Date.now();
    await expect(delayIfDenied(deserializeError(serializeError(denied)), job, 'tok')).rejects.toBeInstanceOf(
      DelayedError,
    );
    expect(moves).toHaveLength(1);
    expect(moves[0]?.[0]).toBeGreaterThanOrEqual(before + 1500);
    expect(moves[0]?.[1]).toBe('tok');
    const other = new Error('PBX 500');
    await expect(delayIfDenied(other, job, 'tok')).rejects.toBe(other);
    expect(moves).toHaveLength(1);
  });
});
