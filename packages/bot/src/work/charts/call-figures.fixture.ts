import type { CallRecord } from './call-figures.js';

/**
 * A seeded busy day of inbound records (a small linear congruential generator: the same seed, the same day),
 * calls between 08:00 and 18:59 with every outcome and waits up to ~7 minutes.
 */
export function busyDay(date: string, calls: number, seed = 7): CallRecord[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const two = (n: number) => String(n).padStart(2, '0');
  return Array.from({ length: calls }, (_, i) => {
    const r = next();
    const status = r < 0.78 ? 'answered' : r < 0.95 ? 'abandoned' : 'not_answered';
    return {
      id: i + 1,
      calldate: `${date} ${two(8 + Math.floor(next() * 11))}:${two(Math.floor(next() * 60))}:${two(Math.floor(next() * 60))}`,
      status,
      total_duration: status === 'not_answered' ? 0 : Math.floor(next() * 420),
    };
  });
}
