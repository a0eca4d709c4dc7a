import { seededRandom } from '../../packages/server/src/demo/seeded-random.js';
import { officeShape } from './office-day.js';

/** One slash command that needs a PBX request; `live` ones are `/queue live` (every queue's live state). */
export interface Command {
  /** Ms since local midnight. */
  at: number;
  live: boolean;
}

/** Sessions a day (about 150 commands), their sizes and the share of `/queue live` among them. */
const SESSIONS_PER_DAY = 40;
const BURST_SHARE = 0.15;
const OPEN = { from: 8 * 60, to: 19 * 60 };

/**
 * A day of users' commands, seeded: about {@link SESSIONS_PER_DAY} sessions during office hours, more of them
 * when calls are many (the office shape); a session is 1–5 commands 5–40 s apart (a third of them `/queue live`),
 * or, one time in seven, a burst of 6–10 commands 1–6 s apart, mostly `/queue live` (several supervisors
 * looking at once).
 */
export function commandDay(seed: number): Command[] {
  const random = seededRandom(seed);
  let total = 0;
  for (let m = OPEN.from; m < OPEN.to; m++) total += officeShape(m);
  const out: Command[] = [];
  for (let m = OPEN.from; m < OPEN.to; m++) {
    if (!random.chance((SESSIONS_PER_DAY * officeShape(m)) / total)) continue;
    const burst = random.chance(BURST_SHARE);
    const size = burst ? random.int(6, 10) : random.int(1, 5);
    let at = m * 60_000 + random.int(0, 59_999);
    for (let i = 0; i < size; i++) {
      out.push({ at, live: random.chance(burst ? 0.7 : 0.35) });
      at += (burst ? random.int(1, 6) : random.int(5, 40)) * 1000;
    }
  }
  return out.sort((a, b) => a.at - b.at);
}
