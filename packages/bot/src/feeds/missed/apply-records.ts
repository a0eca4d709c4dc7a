import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { CallbackName } from './callback-names.js';
import {
  answeredAgainOf,
  callbackOf,
  type InboundRecord,
  isMissedCall,
  localDayOf,
  noticeIdFor,
  type OutboundRecord,
  ruleWatches,
} from './missed-record.js';
import type { MissedRule } from './missed-rule.schema.js';
import type { MissedStore } from './missed-store.js';
import type { NoticeOutbox } from './notice-outbox.js';
import type { NoticeStore } from './notice-store.js';
import { confirms, type Provisional, type ProvisionalNotices } from './provisional-notices.js';

/** A provisional record the history has not confirmed this long is reported once (debug), and kept. */
export const PROVISIONAL_REPORT_MS = 30 * 60_000;
/** Past this, the history's default range (today and yesterday) will not bring its record: forgotten. */
const PROVISIONAL_FORGET_MS = 2 * 86_400_000;

export interface ApplyDeps {
  store: MissedStore;
  notices: NoticeStore;
  /** Callers the live samples saw abandon: the history's record of the call takes their place. */
  provisionals: ProvisionalNotices;
  outbox: NoticeOutbox;
  logger?: Pick<Logger, 'debug'>;
  /** More new notices than this for one channel in one read are listed in one summary message. */
  burstSize: number;
  /** A rule's first read: how many calls were missed today before it (posted once as one line). */
  onEnabled(rule: MissedRule, today: InboundRecord[]): Promise<void>;
}

/** What one read changed. */
export interface ApplyResult {
  counted: number;
  /** Records that took the place of a provisional one (counted already from a live sample). */
  confirmed: number;
  resolved: number;
}

/**
 * Applies a read of the inbound history: a rule reading for the first time sets its cursor (the newest record
 * id) and says how many calls were missed today, without a notice each (no flood of old calls); afterwards
 * every missed call newer than the cursor that the rule watches is counted into its notice — once, whoever
 * reads it (see `NoticeStore.count`) — and an answered call from a caller with an open notice resolves it.
 */
export async function applyInbound(
  deps: ApplyDeps,
  input: {
    accountId: string;
    rules: readonly MissedRule[];
    records: readonly InboundRecord[];
    today: string;
    /** The read's instant (ms): the age of provisional records and the time of a resolution are counted from it. */
    now: number;
  },
): Promise<ApplyResult> {
  const result: ApplyResult = { counted: 0, confirmed: 0, resolved: 0 };
  const waiting = await deps.provisionals.waiting(input.accountId);
  const oldestFirst = [...input.records].sort((a, b) => a.calldate.localeCompare(b.calldate) || a.id - b.id);
  const newestId = Math.max(0, ...input.records.map((r) => r.id));
  for (const rule of input.rules) {
    const state = await deps.store.state(input.accountId, rule.id);
    if (state.cursorId === undefined) {
      if (await deps.store.setCursor(input.accountId, rule.id, newestId)) {
        const today = oldestFirst.filter(
          (r) => localDayOf(r.calldate) === input.today && isMissedCall(r) && ruleWatches(rule, r),
        );
        await deps.onEnabled(rule, today);
      }
      continue;
    }
    const versions = new Map<string, number>();
    const fresh = new Set<string>();
    for (const record of oldestFirst) {
      if (record.id <= state.cursorId || !isMissedCall(record) || !ruleWatches(rule, record)) continue;
      const notice = {
        id: noticeIdFor(rule.channel, record),
        accountId: input.accountId,
        channel: rule.channel,
        ruleId: rule.id,
      };
      const provisional = waiting.find((p) => p.noticeId === notice.id && confirms(p, record));
      if (provisional) {
        const confirmed = await deps.provisionals.confirm(input.accountId, provisional, record);
        waiting.splice(waiting.indexOf(provisional), 1);
        if (confirmed === 0) continue;
        if (confirmed > 0) {
          result.confirmed++;
          versions.set(notice.id, Math.max(confirmed, versions.get(notice.id) ?? 0));
          continue;
        }
      }
      const version = await deps.notices.count(notice, record);
      if (version === 0) continue;
      result.counted++;
      versions.set(notice.id, Math.max(version, versions.get(notice.id) ?? 0));
      if (version === 1) fresh.add(notice.id);
    }
    if (fresh.size > deps.burstSize) await summarizeBurst(deps.notices, input.accountId, rule.channel, fresh);
    for (const [id, version] of versions) await deps.outbox.enqueue(input.accountId, id, version);
  }
  await reportUnconfirmed(deps, input.accountId, waiting, input.now);
  const open = await deps.notices.openNotices(input.accountId);
  for (const record of oldestFirst) {
    if (record.status !== 'answered') continue;
    for (const notice of open) {
      const resolution = answeredAgainOf(notice, record);
      if (!resolution) continue;
      const version = await deps.notices.resolve(input.accountId, notice.id, resolution, input.now);
      if (version > 0) {
        result.resolved++;
        await deps.outbox.enqueue(input.accountId, notice.id, version);
      }
    }
  }
  return result;
}

/**
 * A burst of new notices for one channel becomes one summary message (Slack posts about one message a second
 * there); the same notices make the same summary, whoever sees them.
 */
export async function summarizeBurst(
  notices: Pick<NoticeStore, 'summarize'>,
  accountId: string,
  channel: string,
  fresh: ReadonlySet<string>,
): Promise<void> {
  const ids = [...fresh];
  const summaryId = createHash('sha256').update(ids.join('|')).digest('hex').slice(0, 16);
  await notices.summarize(accountId, summaryId, channel, ids);
}

/**
 * Provisional records no history record has confirmed: left as they are (counted once, never again), said once
 * at debug after `PROVISIONAL_REPORT_MS`, forgotten when the history can no longer bring their record.
 */
async function reportUnconfirmed(
  deps: Pick<ApplyDeps, 'provisionals' | 'logger'>,
  accountId: string,
  waiting: readonly Provisional[],
  now: number,
): Promise<void> {
  for (const p of waiting) {
    if (now - p.seenAt > PROVISIONAL_FORGET_MS) await deps.provisionals.forget(accountId, p);
    else if (!p.reported && now - p.seenAt > PROVISIONAL_REPORT_MS) {
      deps.logger?.debug(
        { account: accountId, notice: p.noticeId, live: p.liveId, seenAt: p.seenAt },
        'a caller seen abandoning in a live sample has no history record yet: the notice keeps them once',
      );
      await deps.provisionals.markReported(accountId, p);
    }
  }
}

/**
 * Applies a read of the outbound history to the open notices: a call to the caller's number after their last
 * missed call — from any phone — is shown on the notice (by whom, when, the outcome); answered, it resolves it.
 * `names`: who an extension is, when the bot knows it (asked once per extension of the read).
 */
export async function applyOutbound(
  deps: Pick<ApplyDeps, 'notices' | 'outbox'>,
  input: {
    accountId: string;
    records: readonly OutboundRecord[];
    now: number;
    names?: (ext: string) => Promise<CallbackName>;
  },
): Promise<number> {
  let changed = 0;
  const open = await deps.notices.openNotices(input.accountId);
  const oldestFirst = [...input.records].sort((a, b) => a.calldate.localeCompare(b.calldate));
  const named = new Map<string, Promise<CallbackName>>();
  const nameOf = (ext: string) => {
    if (!input.names || !ext) return Promise.resolve({});
    const known = named.get(ext) ?? input.names(ext);
    named.set(ext, known);
    return known;
  };
  for (const notice of open) {
    for (const record of oldestFirst) {
      const callback = callbackOf(notice, record);
      if (!callback) continue;
      const resolution = { ...callback, ...(await nameOf(callback.ext ?? '')) };
      const version = await deps.notices.resolve(input.accountId, notice.id, resolution, input.now);
      if (version > 0) {
        changed++;
        await deps.outbox.enqueue(input.accountId, notice.id, version);
      }
    }
  }
  return changed;
}
