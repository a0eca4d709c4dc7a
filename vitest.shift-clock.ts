/**
 * Every project's setup file. With `CENTRALINO_TEST_NOW` set (an ISO instant, e.g. `2026-12-31T22:59:30Z`),
 * `Date` in the test process starts at that instant and runs on at the real pace, so a test that reads the clock
 * meets the day `./bin/test-at` chose: midnight in Rome, the end of summer time, 29 February. Without it, nothing
 * changes. Timers, `performance.now()` and child processes keep the real clock.
 */
const variable = process.env.CENTRALINO_TEST_NOW;
const installed = Symbol.for('centralino.shiftedClock');
const scope = globalThis as unknown as Record<symbol, number | undefined>;

if (variable && scope[installed] === undefined) {
  const target = Date.parse(variable);
  if (Number.isNaN(target)) throw new Error(`CENTRALINO_TEST_NOW is not an instant: ${variable}`);
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string | number]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  scope[installed] = offset;
}
