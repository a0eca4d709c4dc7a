/** A notice as every process reads it. */
export interface Notice {
  id: string;
  accountId: string;
  channel: string;
  ruleId: string;
  /** The caller's number as the exchange wrote it (empty or text when withheld). */
  caller: string;
  label: string;
  day: string;
  count: number;
  firstAt: string;
  lastAt: string;
  destination: string;
  /** The newest call shown is a provisional record from a live sample: the queue it left (no number called yet). */
  liveQueue: string | undefined;
  waitSeconds: number;
  lastStatus: string;
  status: 'open' | 'resolved' | 'done' | 'blocked';
  taken: { by: string; at: number } | undefined;
  done: { by: string; at: number } | undefined;
  /** The caller's number was put in a blacklist from Slack: who, when (ms), which blacklist. */
  blocked?: { by: string; at: number; list: string } | undefined;
  /**
   * `ext`: the extension an outbound callback came from (empty when unknown); `user`: the Slack user linked to
   * it, `name`: its name in the exchange's extension list, when the bot knew them (see `callback-names.ts`).
   */
  callback: NoticeCallback | undefined;
  /** A callback confirmed from the notice ("Chiama"): who, when (ms), from which extension. */
  calling?: { by: string; at: number; ext: string } | undefined;
  version: number;
  sentVersion: number;
  ts: string | undefined;
  /** Shown in a burst's summary message instead of a message of its own. */
  summaryId: string | undefined;
}

/** What closed (or tried to close) a notice's loop, as the notice shows it. */
export interface NoticeCallback {
  kind: 'out' | 'in';
  at: string;
  by: string;
  outcome: string;
  ext?: string;
  user?: string;
  name?: string;
}

/** A burst's summary message: the notices it lists and what it last showed. */
export interface Summary {
  id: string;
  accountId: string;
  channel: string;
  members: string[];
  ts: string | undefined;
  shown: string | undefined;
}

const STATUSES = new Set(['resolved', 'done', 'blocked']);

function callbackOf(h: Record<string, string>): NoticeCallback | undefined {
  if (!h.cbAt || h.cbBy === undefined) return undefined;
  return {
    kind: h.cbKind === 'in' ? 'in' : 'out',
    at: h.cbAt,
    by: h.cbBy,
    outcome: h.cbOutcome ?? '',
    ext: h.cbExt ?? '',
    ...(h.cbUser ? { user: h.cbUser } : {}),
    ...(h.cbName ? { name: h.cbName } : {}),
  };
}

/** The notice a Redis hash holds (written by the scripts of `notice-scripts.ts`), or `undefined` when gone. */
export function noticeFromHash(h: Record<string, string>, accountId: string): Notice | undefined {
  if (!h.id || !h.lastAt) return undefined;
  return {
    id: h.id,
    accountId: h.accountId ?? accountId,
    channel: h.channel ?? '',
    ruleId: h.ruleId ?? '',
    caller: h.caller ?? '',
    label: h.label ?? '',
    day: h.day ?? '',
    count: Number(h.count ?? 0),
    firstAt: h.firstAt ?? h.lastAt,
    lastAt: h.lastAt,
    destination: h.destination ?? '',
    liveQueue: h.liveQueue || undefined,
    waitSeconds: Number(h.wait ?? 0),
    lastStatus: h.lastStatus ?? '',
    status: STATUSES.has(h.status ?? '') ? (h.status as Notice['status']) : 'open',
    taken: h.takenBy ? { by: h.takenBy, at: Number(h.takenAt ?? 0) } : undefined,
    done: h.doneBy ? { by: h.doneBy, at: Number(h.doneAt ?? 0) } : undefined,
    blocked: h.blockedBy
      ? { by: h.blockedBy, at: Number(h.blockedAt ?? 0), list: h.blockedList ?? '' }
      : undefined,
    callback: callbackOf(h),
    calling: h.callingBy
      ? { by: h.callingBy, at: Number(h.callingAt ?? 0), ext: h.callingExt ?? '' }
      : undefined,
    version: Number(h.version ?? 0),
    sentVersion: Number(h.sentVersion ?? 0),
    ts: h.ts || undefined,
    summaryId: h.summaryId || undefined,
  };
}
