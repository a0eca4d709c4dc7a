import { randomUUID } from 'node:crypto';
import { releaseLock, takeLock } from '../kit/item-lock.js';
import { applyInbound, applyOutbound } from './apply-records.js';
import { addCalls } from './feed-profile.js';
import { type HistoryRead, inboundPage, outboundPage, readHistory } from './history-reads.js';
import type { InboundRecord } from './missed-record.js';
import { type MissedRun, planFrom, schedule, watchedNotices } from './missed-run.js';
import { nextRate, readLimit, wallTimeMinus } from './read-window.js';

const READ_LOCK_MS = 20_000;

/** The newest `calldate` of the records, or `since` when none is newer. */
function newest(records: readonly { calldate: string }[], since: string): string {
  return records.map((r) => r.calldate).reduce((m, d) => (d.localeCompare(m) > 0 ? d : m), since);
}

/**
 * The read that is due, under the account's read lock: `GET /v1/calls/in` with the smallest page that covers
 * what is new (a read that did not reach its window goes on first, from where it stopped), applied once; while
 * notices are open, `GET /v1/calls/out`; then the next run at the next read. A read that fails or is denied
 * leaves the reason on the rules (`/calls missed list`) and comes back later: the records stay in the history.
 */
export async function readFeed(run: MissedRun): Promise<{ outcome: string }> {
  const { deps, accountId, state } = run;
  const lockKey = deps.keys.readLock(accountId);
  const token = randomUUID();
  if (!(await takeLock(deps.redis, lockKey, token, READ_LOCK_MS))) return { outcome: 'locked' };
  try {
    // another process may have read while this one planned: its plan stands
    if ((await deps.feed.get(accountId)).lastReadAt !== state.lastReadAt) return { outcome: 'not-due' };
    const boundaryIn = state.newestIn
      ? wallTimeMinus(state.newestIn, deps.settings.lookback_minutes)
      : `${run.today} 00:00:00`;
    const inRead = await readInbound(run, boundaryIn);
    await deps.feed.countReads(accountId, run.today, inRead.pages);
    if (!inRead.ok) return readFailed(run, inRead);
    if (!inRead.covered)
      deps.logger.warn(
        { account: accountId, records: inRead.records.length, next: inRead.next },
        'missed-call read did not reach its window: the next read goes on',
      );
    const resumeNext = inRead.covered
      ? ''
      : JSON.stringify({ ...inRead.next, boundary: state.resume?.boundary ?? boundaryIn });
    if (state.resume) {
      // the tail of an earlier window: counted, the reading state (newest, rate) stays as it was
      await applyInbound(deps, {
        accountId,
        rules: run.start.rules,
        records: inRead.records,
        today: run.today,
        now: run.now,
      });
      await deps.feed.set(accountId, { lastReadAt: run.now, resume: resumeNext });
      await schedule(run, run.now + deps.settings.min_interval_ms, 'resume');
      return { outcome: 'ok' };
    }
    return await applyFresh(run, inRead, resumeNext);
  } finally {
    await releaseLock(deps.redis, lockKey, token).catch(() => {});
  }
}

/** Reads the inbound history from the window's boundary (or where the last read stopped). */
function readInbound(run: MissedRun, boundaryIn: string): Promise<HistoryRead<InboundRecord>> {
  const { deps, state } = run;
  const resume = state.resume;
  return readHistory(
    { budget: deps.budget, gateway: run.start.gateway },
    {
      accountId: run.accountId,
      dayShare: run.first.dayShare,
      from: resume,
      limit: state.newestIn
        ? readLimit({
            knownSinceBoundary: state.knownIn,
            ratePerMinute: state.ratePerMinute ?? 0,
            elapsedMs: elapsedOf(run),
          })
        : 200,
      boundary: resume?.boundary ?? boundaryIn,
      operation: 'listInboundCalls',
      key: (r) => String(r.id),
      page: inboundPage,
    },
  );
}

const elapsedOf = (run: MissedRun) =>
  run.state.lastReadAt === undefined ? 0 : run.now - run.state.lastReadAt;

/** The read failed or was denied: the reason on the rules; again when a token frees, or after the minimum interval. */
async function readFailed(
  run: MissedRun,
  inRead: Extract<HistoryRead<InboundRecord>, { ok: false }>,
): Promise<{ outcome: string }> {
  const { deps, accountId, now } = run;
  const kind = inRead.denied
    ? inRead.denied.reason === 'blocked'
      ? 'budget-blocked'
      : inRead.denied.reason === 'day'
        ? 'budget-spent'
        : undefined
    : 'history-failing';
  if (kind) await deps.feed.setProblem(accountId, kind, now);
  if (inRead.error)
    deps.logger.warn({ account: accountId, err: String(inRead.error) }, 'missed-call read failed');
  const retryMs = Math.max(inRead.denied?.retryAfterMs ?? deps.settings.min_interval_ms, 1000);
  await schedule(run, now + retryMs, 'retry');
  return { outcome: inRead.denied ? 'denied' : 'error' };
}

/** New records counted into their notices, the reading state moved on, callbacks looked for, the next run put. */
async function applyFresh(
  run: MissedRun,
  inRead: Extract<HistoryRead<InboundRecord>, { ok: true }>,
  resumeNext: string,
): Promise<{ outcome: string }> {
  const { deps, accountId, now, state, today } = run;
  const lookback = deps.settings.lookback_minutes;
  if (inRead.firstPage !== undefined) await deps.primeInbound?.(accountId, inRead.firstPage).catch(() => {});
  const counted = await applyInbound(deps, {
    accountId,
    rules: run.start.rules,
    records: inRead.records,
    today,
    now,
  });
  const newestIn = newest(inRead.records, state.newestIn ?? '');
  const boundaryNext = newestIn ? wallTimeMinus(newestIn, lookback) : '';
  const freshRecords = inRead.records.filter((r) => r.calldate > (state.newestIn ?? ''));
  const fresh = state.newestIn ? freshRecords.length : 0;
  const fields: Record<string, string | number> = {
    resume: resumeNext,
    lastReadAt: now,
    newestIn,
    knownIn: inRead.records.filter((r) => r.calldate >= boundaryNext).length,
    ratePerMinute: nextRate(state.ratePerMinute, fresh, elapsedOf(run)),
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
  await readCallbacks(run, fields);
  if (fresh > 0 || state.lastFreshAt === undefined) fields.lastFreshAt = now;
  await deps.feed.set(accountId, fields);
  await deps.feed.clearProblem(accountId);
  const after = await planFrom(run, now, await deps.budget.snapshot(accountId));
  const next = after.plan;
  await deps.budget.split.feedReserves(accountId, after.date, after.reserve, now);
  await schedule(run, next.nextReadAt, next.reason);
  deps.logger.debug(
    { account: accountId, ...counted, pages: inRead.pages, next: next.nextReadAt - now },
    'missed read',
  );
  return { outcome: 'ok' };
}

/** The loop closes: callbacks to callers whose notices are still open (the outbound history, when planned). */
async function readCallbacks(run: MissedRun, fields: Record<string, string | number>): Promise<void> {
  const { deps, accountId, now, state } = run;
  const lookback = deps.settings.lookback_minutes;
  const stillOpen = await watchedNotices(run);
  if (stillOpen.length === 0 || !run.first.plan.readOutbound) return;
  const oldestOpen = stillOpen.map((n) => n.lastAt).sort()[0] ?? '';
  const boundaryOut =
    state.newestOut && wallTimeMinus(state.newestOut, lookback) > oldestOpen
      ? wallTimeMinus(state.newestOut, lookback)
      : oldestOpen;
  const outRead = await readHistory(
    { budget: deps.budget, gateway: run.start.gateway },
    {
      accountId,
      dayShare: run.first.dayShare,
      limit: readLimit({ knownSinceBoundary: state.knownOut, ratePerMinute: 0, elapsedMs: 0 }),
      boundary: boundaryOut,
      operation: 'listOutboundCalls',
      key: (r) => r.uniqueid,
      page: outboundPage,
    },
  );
  await deps.feed.countReads(accountId, run.today, outRead.pages);
  const { callbackNames } = deps;
  await applyOutbound(deps, {
    accountId,
    records: outRead.records,
    now,
    ...(callbackNames ? { names: (ext: string) => callbackNames.of(accountId, run.start.gateway, ext) } : {}),
  });
  if (!outRead.ok) return;
  fields.lastOutAt = now;
  const newestOut = newest(outRead.records, state.newestOut ?? '');
  fields.newestOut = newestOut;
  fields.knownOut = outRead.records.filter((r) => r.calldate >= wallTimeMinus(newestOut, lookback)).length;
}
