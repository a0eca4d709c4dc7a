import { formatLocalTimestamp } from '@centralino/schemas';
import type { LeftCaller } from './abandoned-callers.js';
import { summarizeBurst } from './apply-records.js';
import { type InboundRecord, noticeIdFor, ruleWatches, wallSeconds } from './missed-record.js';
import type { MissedStore } from './missed-store.js';
import type { NoticeOutbox } from './notice-outbox.js';
import type { NoticeStore } from './notice-store.js';
import type { ProvisionalNotices } from './provisional-notices.js';

export interface LiveNoticeDeps {
  store: Pick<MissedStore, 'rules' | 'state'>;
  notices: Pick<NoticeStore, 'summarize'>;
  provisionals: Pick<ProvisionalNotices, 'count'>;
  outbox: Pick<NoticeOutbox, 'enqueue'>;
  /** More new notices than this for one channel from one sample are listed in one summary message. */
  burstSize: number;
}

/**
 * The record a caller seen abandoning a queue stands for until the history's own comes: an abandoned call that
 * started when the sample before last saw them waiting (`previousAt - lastWaitSeconds`), number unknown.
 */
export function sampledRecordOf(caller: LeftCaller, timeZone: string): InboundRecord {
  return {
    id: 0,
    calldate: formatLocalTimestamp(new Date(caller.previousAt - caller.lastWaitSeconds * 1000), timeZone),
    caller_number: caller.callerNumber,
    caller_id: caller.callerName,
    destination: '',
    status: 'abandoned',
    total_duration: caller.lastWaitSeconds,
    call_legs: 1,
  };
}

/**
 * Notices from a live sample: each caller a sample saw abandon a queue is counted at once — as a provisional
 * record, `live:<channel>` (once, whoever handles the sample) — into the notice the history's record will count
 * into (`noticeIdFor`: the channel, the caller's number, the local day of the call), for every rule that
 * watches every number and whose hours include the call, and the notice is sent. A rule with a number filter
 * cannot know from a queue which number was called: the history counts the call for it. A rule that has not
 * read yet is left alone (its first read says how many calls were missed before it). A burst for one channel
 * becomes one summary message, as in `applyInbound`. Returns how many notices were counted into.
 * The call's start is estimated from the wait seen (`previousAt - lastWaitSeconds`): the history's record
 * replaces it (see `applyInbound`).
 */
export async function countLiveAbandons(
  deps: LiveNoticeDeps,
  input: { accountId: string; timeZone: string; callers: readonly LeftCaller[] },
): Promise<number> {
  let counted = 0;
  if (input.callers.length === 0) return counted;
  const rules = await deps.store.rules(input.accountId);
  const wall = (ms: number) => formatLocalTimestamp(new Date(ms), input.timeZone);
  const sends: [string, number][] = [];
  const fresh = new Map<string, Set<string>>();
  for (const caller of input.callers) {
    const record = sampledRecordOf(caller, input.timeZone);
    const calldate = record.calldate;
    for (const rule of rules) {
      if (rule.numbers.length > 0 || !ruleWatches(rule, record)) continue;
      if ((await deps.store.state(input.accountId, rule.id)).cursorId === undefined) continue;
      const notice = {
        id: noticeIdFor(rule.channel, record),
        accountId: input.accountId,
        channel: rule.channel,
        ruleId: rule.id,
      };
      const version = await deps.provisionals.count(notice, {
        liveId: `live:${caller.channel}`,
        caller: caller.callerNumber,
        callerName: caller.callerName,
        queue: caller.queue,
        waitSeconds: caller.lastWaitSeconds,
        calldate,
        from: wallSeconds(wall(caller.previousAt)),
        to: wallSeconds(wall(caller.nextAt)),
        seenAt: caller.nextAt,
      });
      if (version === 0) continue;
      counted++;
      sends.push([notice.id, version]);
      if (version === 1) fresh.set(rule.channel, (fresh.get(rule.channel) ?? new Set()).add(notice.id));
    }
  }
  for (const [channel, ids] of fresh)
    if (ids.size > deps.burstSize) await summarizeBurst(deps.notices, input.accountId, channel, ids);
  for (const [id, version] of sends) await deps.outbox.enqueue(input.accountId, id, version);
  return counted;
}
