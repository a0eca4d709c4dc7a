import { randomUUID } from 'node:crypto';
import { formatLocalDate } from '@centralino/schemas';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import type { AccountBudget, BudgetSnapshot } from '../../limiter/account-budget.js';
import type { RedisClient } from '../../redis/redis-client.js';
import { clockMinutes, localClock } from '../../schedule/business-hours.js';
import type { AccountRuns } from '../../worker/account-runs.js';
import { type ApplyDeps, applyInbound, applyOutbound } from './apply-records.js';
import { addCalls } from './feed-profile.js';
import type { FeedStateStore } from './feed-state.js';
import { feedWakeAt } from './feed-wake.js';
import { inboundPage, outboundPage, readHistory } from './history-reads.js';
import type { MissedConfig } from './missed-config.schema.js';
import type { MissedKeys } from './missed-keys.js';
import { MISSED_READ_JOB } from './missed-scheduler.js';
import type { NoticeStore } from './notice-store.js';
import { type FeedPlan, planFeed } from './plan-feed.js';
import { nextRate, readLimit, wallTimeMinus } from './read-window.js';

export const name = MISSED_READ_JOB;
export const MissedReadPayload = z.object({
  accountId: z.string().min(1),
  /** The instant of the plan this job is (absent: a run at once or at a signal, a late plan). */
  at: z.number().optional(),
});
export const payloadSchema = MissedReadPayload;

export interface MissedReadDeps extends ApplyDeps {
  config: BotConfig;
  settings: MissedConfig;
  /** The account's runs: each run plans the next. */
  scheduler: AccountRuns;
  feed: FeedStateStore;
  notices: NoticeStore;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  redis: RedisClient;
  keys: MissedKeys;
  logger: Logger;
  /** Puts the first page read in the commands' cache (`/calls in` right after costs nothing). */
  primeInbound?: (accountId: string, response: unknown) => Promise<void>;
  /** The daily line of a rule is due (enqueued once per rule and date). */
  onDaily(accountId: string, ruleId: string, date: string): Promise<void>;
  now?: () => number;
}

const READ_LOCK_MS = 20_000;

/** A key the API refused: the account is looked at again this often (a reconnection resumes its reads). */
const REVOKED_LOOK_MS = 30_000;

/** The daily line goes out within this many minutes after its time, or not that day. */
const DAILY_WINDOW_MINUTES = 60;

/** The newest `calldate` of the records, or `since` when none is newer. */
function newest(records: readonly { calldate: string }[], since: string): string {
  return records.map((r) => r.calldate).reduce((m, d) => (d.localeCompare(m) > 0 ? d : m), since);
}
const DUE_SLACK_MS = 500;

/**
 * The processor of `missed-read` jobs (a planned run, a rule added, a signal): plans from the budget, the
 * rules' hours, the open notices and the abandon signal ({@link planMissedRead}); when a read is due, under
 * the account's read lock, reads `GET /v1/calls/in` with the smallest page that covers what is new (and, while
 * notices are open, `GET /v1/calls/out`), applies them once, and puts the next run at the next read. A read
 * that fails or is denied leaves the reason on the rules (`/calls missed list`) and comes back later: the
 * records stay in the history, nothing is lost.
 */
export function createMissedReadProcessor(deps: MissedReadDeps) {
  const { settings, logger } = deps;
  return async function processMissedRead(job: Job): Promise<{ outcome: string }> {
    const parsed = MissedReadPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId, at: plannedAt } = parsed.data;
    // a plan another run replaced (it runs at its own instant): nothing to do, no second chain of runs
    if (plannedAt !== undefined && !(await deps.scheduler.isCurrent(accountId, plannedAt, deps.now?.())))
      return { outcome: 'superseded' };
    const entry = await deps.accounts.entry(accountId);
    if (!entry) {
      // unknown here is not removed: the plan ends only if a removal (disconnected, uninstalled) left its
      // tombstone; otherwise another process, which knows the account, runs it
      await deps.scheduler.leaveUnknown(accountId);
      return { outcome: 'invalid' };
    }
    // a key the API refused: no reads until the account is connected again (looked at again, reads nothing)
    if (entry.revoked) {
      await deps.scheduler.plan(accountId, (deps.now?.() ?? Date.now()) + REVOKED_LOOK_MS);
      return { outcome: 'revoked' };
    }
    const { account, gateway } = entry;
    const rules = await deps.store.rules(accountId);
    if (rules.length === 0) {
      await deps.scheduler.ensure(accountId, false);
      return { outcome: 'no-rules' };
    }
    const now = deps.now?.() ?? Date.now();
    const clock = localClock(now, account.time_zone);
    const today = formatLocalDate(new Date(now), account.time_zone);
    for (const rule of rules) {
      // within the hour after its time: a bot started (or back) later that evening does not post it late
      const due =
        clock.minute >= clockMinutes(rule.daily) &&
        clock.minute < clockMinutes(rule.daily) + DAILY_WINDOW_MINUTES &&
        (rule.hours?.days.includes(clock.weekday) ?? true);
      // a rule that was not watching yet at its daily time today (added later, or its first read came later:
      // a bot started that evening) starts with tomorrow's line: its first line already says the day
      const since = (await deps.store.state(accountId, rule.id)).watchingSince;
      const createdLater =
        since === undefined ||
        (since > 0 &&
          formatLocalDate(new Date(since), account.time_zone) === today &&
          localClock(since, account.time_zone).minute > clockMinutes(rule.daily));
      if (due && !createdLater) await deps.onDaily(accountId, rule.id, today);
    }
    const state = await deps.feed.get(accountId);
    // the outbound history answers for today and yesterday only: older open notices wait for "Fatto"
    const yesterday = wallTimeMinus(`${today} 00:00:00`, 1440).slice(0, 10);
    const watched = async () => (await deps.notices.openNotices(accountId)).filter((n) => n.day >= yesterday);
    const planFrom = async (at: number, budget: BudgetSnapshot): Promise<FeedPlan> => {
      const current = await deps.feed.get(accountId);
      return planFeed({
        now: at,
        rules,
        clock,
        budget,
        split: await deps.budget.split.get(accountId),
        configuredShare: deps.budget.configFor(accountId).backgroundDayShare,
        settings,
        state: current,
        today,
        openNotices: (await watched()).length,
      });
    };
    const budgetNow = await deps.budget.snapshot(accountId);
    const before = await planFrom(now, budgetNow);
    const { plan, dayShare } = before;
    await deps.budget.split.feedReserves(accountId, before.date, before.reserve, now);
    // no run comes between plans: the next one is the planned read, or sooner what the rules' clock brings
    const wakeAt = feedWakeAt({ now, rules, clock, dayResetsAt: budgetNow.day.resetsAt });
    const schedule = async (at: number, reason: string) => {
      await deps.feed.set(accountId, { nextReadAt: at, reason });
      await deps.scheduler.plan(accountId, Math.min(at, wakeAt));
    };
    if (plan.nextReadAt > now + DUE_SLACK_MS || !plan.read) {
      await schedule(plan.nextReadAt, plan.reason);
      return { outcome: 'not-due' };
    }

    const lockKey = deps.keys.readLock(accountId);
    const token = randomUUID();
    if ((await deps.redis.set(lockKey, token, 'PX', READ_LOCK_MS, 'NX')) !== 'OK')
      return { outcome: 'locked' };
    try {
      // another process may have read while this one planned: its plan stands
      if ((await deps.feed.get(accountId)).lastReadAt !== state.lastReadAt) return { outcome: 'not-due' };
      const elapsed = state.lastReadAt === undefined ? 0 : now - state.lastReadAt;
      const boundaryIn = state.newestIn
        ? wallTimeMinus(state.newestIn, settings.lookback_minutes)
        : `${today} 00:00:00`;
      // a read that did not reach its window goes on first, from where it stopped (pages only shift later)
      const resume = state.resume;
      const inRead = await readHistory(
        { budget: deps.budget, gateway },
        {
          accountId,
          dayShare,
          from: resume,
          limit: state.newestIn
            ? readLimit({
                knownSinceBoundary: state.knownIn,
                ratePerMinute: state.ratePerMinute ?? 0,
                elapsedMs: elapsed,
              })
            : 200,
          boundary: resume?.boundary ?? boundaryIn,
          operation: 'listInboundCalls',
          key: (r) => String(r.id),
          page: inboundPage,
        },
      );
      await deps.feed.countReads(accountId, today, inRead.pages);
      if (!inRead.ok) {
        const kind = inRead.denied
          ? inRead.denied.reason === 'blocked'
            ? 'budget-blocked'
            : inRead.denied.reason === 'day'
              ? 'budget-spent'
              : undefined
          : 'history-failing';
        if (kind) await deps.feed.setProblem(accountId, kind, now);
        if (inRead.error)
          logger.warn({ account: accountId, err: String(inRead.error) }, 'missed-call read failed');
        // the records wait in the history: try again when a token frees, or after the minimum interval
        const retryMs = Math.max(inRead.denied?.retryAfterMs ?? settings.min_interval_ms, 1000);
        await schedule(now + retryMs, 'retry');
        return { outcome: inRead.denied ? 'denied' : 'error' };
      }
      if (!inRead.covered)
        logger.warn(
          { account: accountId, records: inRead.records.length, next: inRead.next },
          'missed-call read did not reach its window: the next read goes on',
        );
      const resumeNext = inRead.covered
        ? ''
        : JSON.stringify({ ...inRead.next, boundary: resume?.boundary ?? boundaryIn });
      if (resume) {
        // the tail of an earlier window: counted, the reading state (newest, rate) stays as it was
        await applyInbound(deps, { accountId, rules, records: inRead.records, today, now });
        await deps.feed.set(accountId, { lastReadAt: now, resume: resumeNext });
        await schedule(now + settings.min_interval_ms, 'resume');
        return { outcome: 'ok' };
      }
      if (inRead.firstPage !== undefined)
        await deps.primeInbound?.(accountId, inRead.firstPage).catch(() => {});
      const counted = await applyInbound(deps, { accountId, rules, records: inRead.records, today, now });
      const newestIn = newest(inRead.records, state.newestIn ?? '');
      const boundaryNext = newestIn ? wallTimeMinus(newestIn, settings.lookback_minutes) : '';
      const freshRecords = inRead.records.filter((r) => r.calldate > (state.newestIn ?? ''));
      const fresh = state.newestIn ? freshRecords.length : 0;
      const fields: Record<string, string | number> = {
        resume: resumeNext,
        lastReadAt: now,
        newestIn,
        knownIn: inRead.records.filter((r) => r.calldate >= boundaryNext).length,
        ratePerMinute: nextRate(state.ratePerMinute, fresh, elapsed),
        // the calls seen feed the feed's own traffic profile (no request of its own)
        profile: JSON.stringify(
          addCalls(
            state.profile,
            freshRecords.map((r) => ({ calldate: r.calldate, answered: r.status === 'answered' })),
            today,
          ),
        ),
      };
      await deps.feed.clearSignal(accountId, now);

      // the loop closes: callbacks to callers whose notices are still open
      const stillOpen = await watched();
      if (stillOpen.length > 0 && plan.readOutbound) {
        const oldestOpen = stillOpen.map((n) => n.lastAt).sort()[0] ?? '';
        const boundaryOut =
          state.newestOut && wallTimeMinus(state.newestOut, settings.lookback_minutes) > oldestOpen
            ? wallTimeMinus(state.newestOut, settings.lookback_minutes)
            : oldestOpen;
        const outRead = await readHistory(
          { budget: deps.budget, gateway },
          {
            accountId,
            dayShare,
            limit: readLimit({ knownSinceBoundary: state.knownOut, ratePerMinute: 0, elapsedMs: 0 }),
            boundary: boundaryOut,
            operation: 'listOutboundCalls',
            key: (r) => r.uniqueid,
            page: outboundPage,
          },
        );
        await deps.feed.countReads(accountId, today, outRead.pages);
        await applyOutbound(deps, { accountId, records: outRead.records, now });
        if (outRead.ok) {
          fields.lastOutAt = now;
          const newestOut = newest(outRead.records, state.newestOut ?? '');
          fields.newestOut = newestOut;
          fields.knownOut = outRead.records.filter(
            (r) => r.calldate >= wallTimeMinus(newestOut, settings.lookback_minutes),
          ).length;
        }
      }
      if (fresh > 0 || state.lastFreshAt === undefined) fields.lastFreshAt = now;
      await deps.feed.set(accountId, fields);
      await deps.feed.clearProblem(accountId);
      const after = await planFrom(now, await deps.budget.snapshot(accountId));
      const next = after.plan;
      await deps.budget.split.feedReserves(accountId, after.date, after.reserve, now);
      await schedule(next.nextReadAt, next.reason);
      logger.debug(
        { account: accountId, ...counted, pages: inRead.pages, next: next.nextReadAt - now },
        'missed read',
      );
      return { outcome: 'ok' };
    } finally {
      await deps.redis
        .eval(
          "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
          1,
          lockKey,
          token,
        )
        .catch(() => {});
    }
  };
}
