/** Redis key names of one bot deployment, all under one prefix so tests can isolate and clean them. */
export class BotKeys {
  constructor(readonly prefix: string) {}

  get budget(): string {
    return `${this.prefix}:budget`;
  }

  get coalesce(): string {
    return `${this.prefix}:coalesce`;
  }

  /** Sorted set of the account's jobs not yet running (score: enqueue time). */
  waiting(accountId: string): string {
    return `${this.prefix}:waiting:{${accountId}}`;
  }

  /** Hash of the account's parked jobs: job id → planned wake-up and what it waits for (see `WaitingLine`). */
  waitingPlans(accountId: string): string {
    return `${this.prefix}:waiting-plan:{${accountId}}`;
  }

  /** Counter of the jobs that left the account's line (a parked job that saw it move re-plans). */
  waitingLeaves(accountId: string): string {
    return `${this.prefix}:waiting-leaves:{${accountId}}`;
  }

  /** Guard of a write job's side effect (set before calling the API, so a re-run never repeats it). */
  effect(jobId: string): string {
    return `${this.prefix}:effect:${jobId}`;
  }

  /** The call of a `/call` confirmation (or of a "Richiama" button): claimed by the first click only. */
  callClaim(id: string): string {
    return `${this.prefix}:call-claim:${id}`;
  }

  /** A signed Slack request already received (id: hash of its signature and timestamp). */
  slackRequest(id: string): string {
    return `${this.prefix}:slack-request:${id}`;
  }

  /** A command waiting for the user's choice after the day budget was spent. */
  deferred(id: string): string {
    return `${this.prefix}:deferred:${id}`;
  }

  /** Uses of a response_url. */
  responseUrl(hash: string): string {
    return `${this.prefix}:ru:${hash}`;
  }

  get links(): string {
    return `${this.prefix}:links`;
  }

  share(id: string): string {
    return `${this.prefix}:share:${id}`;
  }
}

/** Cache keys of PBX reads, `acct:<id>:<area>:…`; writes invalidate by area prefix. */
export function cacheKey(accountId: string, ...parts: (string | number | undefined)[]): string {
  return [
    'acct',
    accountId,
    ...parts.map((p) => (p === undefined ? '-' : encodeURIComponent(String(p)))),
  ].join(':');
}

/** The prefix of an area's cache keys, e.g. every blacklist read of an account. */
export function cacheArea(accountId: string, area: string): string {
  return `acct:${accountId}:${area}:`;
}
