/**
 * The Redis keys every feed has, under `<bot prefix>:<feed>`: the accounts' planned runs (hash tag `{runs}`),
 * each account's rules and channel pauses. Every key of an account carries the hash tag `{accountId}` (one
 * cluster slot), so a feed's Lua scripts touching several keys of one account run anywhere. A feed's own keys
 * extend this class through {@link FeedKeys.scoped}.
 */
export class FeedKeys {
  readonly prefix: string;

  constructor(botPrefix: string, feed: string) {
    this.prefix = `${botPrefix}:${feed}`;
  }

  /** Sorted set: account → the instant of the feed's next planned run (`AccountRuns`; hash tag `{runs}`). */
  get runs(): string {
    return `${this.prefix}:{runs}`;
  }

  /** A key of one account: `<prefix>:{<accountId>}:<rest>`. */
  protected scoped(accountId: string, rest: string): string {
    return `${this.prefix}:{${accountId}}:${rest}`;
  }

  /** Hash: rule id → rule JSON (rules added from Slack; the configured ones live in the file). */
  rules(accountId: string): string {
    return this.scoped(accountId, 'rules');
  }

  /** Epoch ms until which the channel's posts of this feed are paused (`… pause <minutes>`). */
  pause(accountId: string, channel: string): string {
    return this.scoped(accountId, `pause:${channel}`);
  }
}
