import type { Logger } from 'pino';
import type { AccountRuns } from './account-runs.js';

/** What a watchdog looks after: one feature's runs and the accounts that should have them. */
export interface RunWatchdogOptions {
  runs: AccountRuns;
  /** A promised run this late is taken as lost (a job failed before planning, a Redis lost it): default 1 min. */
  lateMs?: number;
  /** How often the late runs are looked for (default 15 s). */
  everyMs?: number;
  /** How often (and at start) accounts with rules but no promised run are looked for (default 5 min). */
  rescanMs?: number;
  /** Every account the deployment knows. */
  allIds(): Promise<readonly string[]>;
  hasRules(accountId: string): Promise<boolean>;
  logger: Logger;
  now?: () => number;
}

/** A running watchdog. */
export interface RunWatchdog {
  /** One look now (the timer's, also for tests): late runs, and missing ones when a rescan is due. */
  tick(): Promise<{ late: string[]; started: string[] }>;
  stop(): Promise<void>;
}

/**
 * Keeps one feature's runs going in this process, on a timer of its own (not a Redis job, so it also outlives a
 * Redis that restarted empty): every `everyMs` it runs again the accounts whose promised run is late
 * ({@link AccountRuns.takeLate}: one process takes each), and at start, every `rescanMs` and as soon as Redis
 * came back empty it starts the accounts that have rules and no run promised (rules written while no worker ran,
 * a Redis restarted without its data). Costs two Redis calls per look, whatever the number of accounts; the
 * rescan reads the rules of unscheduled accounts only.
 */
export async function startRunWatchdog(options: RunWatchdogOptions): Promise<RunWatchdog> {
  const { runs, logger } = options;
  const lateMs = options.lateMs ?? 60_000;
  const everyMs = options.everyMs ?? 15_000;
  const rescanMs = options.rescanMs ?? 300_000;
  const now = () => options.now?.() ?? Date.now();
  let lastRescan = Number.NEGATIVE_INFINITY;
  let running: Promise<unknown> | undefined;
  let failing = false;

  /** Starts the accounts with rules and no plan; after Redis came back empty, all of them (see below). */
  const rescan = async (emptied: boolean): Promise<string[]> => {
    // an older version's heartbeats (left by a process of it still running during a rolling deploy)
    await runs.removeHeartbeats();
    const promised = new Set(await runs.accounts());
    const started: string[] = [];
    const at = now();
    for (const id of await options.allIds()) {
      if ((promised.has(id) && !emptied) || !(await options.hasRules(id))) continue;
      // a run under way when Redis restarted may have written its plan to the new Redis and its job to the old
      // one: after a restart every account runs once more (its plan replaces whatever was left)
      if (promised.has(id)) await runs.runNow(id, `restart-${at}`);
      else await runs.ensure(id, true, at);
      started.push(id);
    }
    return started;
  };

  const tick = async () => {
    const at = now();
    const late = await runs.takeLate(at, lateMs);
    let started: string[] = [];
    // Redis came back empty: every account with rules starts again now, not at the next rescan (the marker is
    // set only once that is done, so a rescan cut short by Redis going away again is done again)
    const emptied = !(await runs.kept());
    if (emptied || at - lastRescan >= rescanMs) {
      started = await rescan(emptied);
      lastRescan = at;
      if (emptied) await runs.markKept();
    }
    if (late.length > 0 || started.length > 0)
      logger.info({ late: late.length, started: started.length }, 'account runs restarted');
    return { late, started };
  };

  const guarded = () => {
    if (running) return;
    running = tick()
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        // Redis away: said once, the next look tries again
        if (!failing) logger.warn({ err: String(error) }, 'account runs could not be looked after');
        failing = true;
      })
      .finally(() => {
        running = undefined;
      });
  };

  await tick();
  const timer = setInterval(guarded, everyMs);
  timer.unref();
  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
