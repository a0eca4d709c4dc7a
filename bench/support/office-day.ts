/**
 * The shape of an office's day for the alert-day bench: how the inbound call rate follows the time of day, the
 * three seeded scenarios (quiet, busy, burst at opening) and when the operators are at their phones. The rate is
 * a multiplier of the server autopilot's own arrival rate (`arrivalSecondsPerMember` of its traffic profile):
 * 1 is the autopilot's default, which keeps a small office busy.
 */

/** Calls per hour relative to the autopilot's default, at whole local hours (linear in between). */
const OFFICE_KNOTS: readonly (readonly [hour: number, rate: number])[] = [
  [0, 0.02],
  [6, 0.02],
  [7, 0.05],
  [8, 0.25],
  [9, 0.75],
  [10, 1],
  [11, 0.95],
  [12, 0.6],
  [13, 0.35],
  [14, 0.65],
  [15, 0.9],
  [16, 0.8],
  [17, 0.55],
  [18, 0.3],
  [19, 0.08],
  [20, 0.03],
  [24, 0.02],
];

/**
 * An office's inbound rate at a local minute: near zero at night, a mid-morning peak (10:00), a lunch dip and a
 * mid-afternoon peak (15:00), tailing off after closing. Peak 1.
 */
export function officeShape(minute: number): number {
  const hour = minute / 60;
  for (let i = 1; i < OFFICE_KNOTS.length; i++) {
    const [h1, r1] = OFFICE_KNOTS[i]!;
    const [h0, r0] = OFFICE_KNOTS[i - 1]!;
    if (hour <= h1) return r0 + ((r1 - r0) * (hour - h0)) / (h1 - h0);
  }
  return OFFICE_KNOTS.at(-1)![1];
}

/** A simulated day: its name and its inbound rate (multiplier of the autopilot's) at each local minute. */
export interface DayScenario {
  name: 'quiet' | 'busy' | 'burst';
  label: string;
  rate: (minute: number) => number;
}

const OPENING_BURST = { from: 8 * 60 + 30, to: 9 * 60, extra: 1.8 };

export const scenarios: readonly DayScenario[] = [
  { name: 'quiet', label: 'quiet day', rate: (m) => 0.3 * officeShape(m) },
  { name: 'busy', label: 'busy day', rate: (m) => officeShape(m) },
  {
    name: 'burst',
    label: 'burst at opening',
    // an ordinary day, plus half an hour at twice the busy peak as the office opens (after a holiday, an outage)
    rate: (m) =>
      0.6 * officeShape(m) + (m >= OPENING_BURST.from && m < OPENING_BURST.to ? OPENING_BURST.extra : 0),
  },
];

/** The highest rate of a scenario over the day (arrivals are drawn at it and thinned). */
export function peakRate(scenario: DayScenario): number {
  let peak = 0;
  for (let m = 0; m < 1440; m++) peak = Math.max(peak, scenario.rate(m));
  return peak;
}

/** Operators log in around 08:00 and log off around 18:45 (each one ± 15 minutes); nobody answers at night. */
export const SHIFT = { startMinute: 8 * 60, endMinute: 18 * 60 + 45, spreadMinutes: 15 } as const;
