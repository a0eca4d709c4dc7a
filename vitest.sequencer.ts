import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, in the order they should start (seconds measured on a 2-core machine). Vitest
 * orders by the durations of the previous run, which a fresh clone does not have: it then runs project after
 * project, and the longest files started last and ran alone at the end. The end-to-end files whose checks have a
 * deadline (acks within 3 s, a card within the poll interval) start first, beside the one that mostly waits on
 * real timers, and before the ones that keep the CPU busy (type-checks, npm, property runs, PGlite opens).
 * A file missing from this list runs in vitest's own order, after these.
 */
const slowestFirst = [
  'packages/bot/src/e2e/alerts-realtime.e2e.test.ts', // 75 s, waiting on real 60 s thresholds
  'packages/bot/src/e2e/limiter.e2e.test.ts', // 25–50 s
  'packages/bot/src/e2e/alerts.e2e.test.ts', // 27–40 s
  'test/packed/packed-packages.test.ts', // 50–75 s (145 s when npm had to download everything)
  'test/demo.e2e.test.ts', // 55–100 s
  'packages/bot/src/e2e/backlog.e2e.test.ts', // 35 s
  'packages/bot/src/e2e/connect.e2e.test.ts', // 25–46 s, six installable bots
  'packages/bot/src/e2e/security/uninstall-data.e2e.test.ts', // 19–24 s, waiting on the real 10 s re-sweep
  'packages/bot/src/e2e/truth-home.e2e.test.ts', // 17–21 s, twelve alert reads a second apart
  'packages/bot/src/e2e/security/egress-connect.e2e.test.ts', // 14–20 s
  'packages/demo/src/runtime/start-demo.test.ts', // 14–19 s, two demos (three PGlite opens each)
  'packages/bot/src/app/cli/two-deployments.e2e.test.ts', // 19–27 s, `pnpm bot` processes
  'packages/server/src/telephony/simulated-day.property.test.ts', // 27–60 s
  'packages/server/src/db/pglite-template.test.ts', // 27–50 s
  'packages/server/src/http/operation-fuzz.test.ts', // 14–40 s
  'packages/bot/src/e2e/alerts-budget.e2e.test.ts', // 17–22 s
  'packages/bot/src/e2e/booking-webhook-faults.e2e.test.ts', // 15 s, three bots, two web processes
  'packages/bot/src/e2e/booking-webhooks.e2e.test.ts', // 10–15 s, the sandbox delivering
  'packages/bot/src/e2e/calls-week-wait.e2e.test.ts', // 8–12 s, three budget windows
  'packages/server/src/telephony/autopilot.test.ts', // 15–30 s
  'test/spec-conformance/spec-examples.test.ts', // 18–46 s
  'packages/bot/src/app/cli/main.e2e.test.ts', // 12–24 s
  'packages/bot/src/e2e/answer-never-lost.e2e.test.ts', // 13–15 s
  'packages/server/src/routes/calendar/bookings.route.test.ts', // 13–32 s
  'packages/bot/src/app/cli/main-connected-keys.e2e.test.ts', // 20–30 s
  'packages/bot/src/app/cli/main-install.e2e.test.ts', // 20–29 s
  'packages/bot/src/tenancy/installations/installations-db.test.ts', // 15–20 s
  'packages/bot/src/e2e/missed-lines.e2e.test.ts', // 12–17 s
  'packages/bot/src/e2e/missed-history.e2e.test.ts', // 12–17 s
  'packages/bot/src/e2e/home.e2e.test.ts', // 10–15 s
  'packages/bot/src/e2e/redis-cluster-failover.e2e.test.ts', // 14 s, its own six Redis servers
  'packages/bot/src/app/cli/main-settings.e2e.test.ts', // 9–17 s, three `pnpm bot` processes
  'packages/bot/src/e2e/security/egress-redirect.e2e.test.ts', // 8–13 s
];

/** Vitest's order, except that the files of the list start first, in its order; the others fill in around them. */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = slowestFirst.indexOf(relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/'));
      return index === -1 ? slowestFirst.length : index;
    };
    return sorted
      .map((file, order) => ({ file, order, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ file }) => file);
  }
}
