import type { SeededRandom } from '../demo/seeded-random.js';

/** An inclusive range of whole seconds, drawn uniformly. */
export type SecondsRange = readonly [min: number, max: number];

/**
 * How the telephone autopilot's simulated office behaves. Times are simulated seconds (the app clock's).
 * The defaults keep a small office busy: callers waiting in at least one queue most of the time, some abandons,
 * members taking breaks and logging off now and then.
 */
export interface TrafficProfile {
  /** Mean seconds between arrivals in a queue, per member of that queue (3 members → a third of it). */
  arrivalSecondsPerMember: number;
  /** When the first caller of each queue arrives after the autopilot starts. */
  firstArrivalSeconds: SecondsRange;
  /** Seconds a caller rings at the head of the queue before an available member picks up. */
  ringSeconds: SecondsRange;
  /** Seconds a caller is willing to wait before hanging up. */
  patienceSeconds: SecondsRange;
  /** Length of an answered call. */
  talkSeconds: SecondsRange;
  /** Mean seconds a member works before pausing (exponential). */
  meanSecondsBetweenPauses: number;
  pauseSeconds: SecondsRange;
  /** Mean seconds a phone stays registered before going offline (exponential). */
  meanSecondsOnline: number;
  offlineSeconds: SecondsRange;
  /** A phone in a state the autopilot does not drive (RINGING, BUSY, …) comes back ONLINE after this. */
  settleSeconds: SecondsRange;
  /** Probability that a caller is one of the known numbers (the directory), if any are given. */
  knownCallerShare: number;
}

export const defaultTrafficProfile: TrafficProfile = {
  arrivalSecondsPerMember: 240,
  firstArrivalSeconds: [2, 30],
  ringSeconds: [4, 25],
  patienceSeconds: [40, 300],
  talkSeconds: [30, 300],
  meanSecondsBetweenPauses: 2_400,
  pauseSeconds: [60, 360],
  meanSecondsOnline: 5_400,
  offlineSeconds: [120, 600],
  settleSeconds: [30, 180],
  knownCallerShare: 0.4,
};

/** Whole seconds in the range. */
export function drawSeconds(random: SeededRandom, [min, max]: SecondsRange): number {
  return random.int(min, max);
}

/** An exponentially distributed delay with the given mean, in milliseconds (at least 1 s). */
export function drawExponentialMs(random: SeededRandom, meanSeconds: number): number {
  const seconds = -Math.log(1 - random.next()) * meanSeconds;
  return Math.max(1_000, Math.round(seconds * 1000));
}

/** A plausible Italian caller number: mostly mobiles (3xx), some landlines (0x). */
export function drawCallerNumber(random: SeededRandom): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return random.chance(0.7) ? `3${random.int(20, 93)}${digits(7)}` : `0${random.int(2, 9)}${digits(8)}`;
}

/** Share of callers who dial the account's main (first) VoIP number. */
const MAIN_LINE_SHARE = 0.6;

/** The VoIP number a caller dials: the main line (the first) most of the time, else one of the others. */
export function drawDialledNumber(random: SeededRandom, voipNumbers: readonly string[]): string | undefined {
  if (voipNumbers.length < 2 || random.chance(MAIN_LINE_SHARE)) return voipNumbers[0];
  return random.pick(voipNumbers.slice(1));
}
