/** Redis keys of the App Home, under the bot's prefix; `{account}` hash tags keep an account's keys in one slot. */
export class HomeKeys {
  constructor(private readonly prefix: string) {}

  /** Sorted set of who looked at the account's Home (member `team|user`, score: when they last opened it). */
  viewers(accountId: string): string {
    return `${this.prefix}:home:viewers:{${accountId}}`;
  }

  /** Hash `team|user` → fingerprint of the Home last published for them, and when (`<ms> <fingerprint>`). */
  shown(accountId: string): string {
    return `${this.prefix}:home:shown:{${accountId}}`;
  }

  /** Set for `debounceMs` after a republish of the account's Homes (the debounce window). */
  pending(accountId: string): string {
    return `${this.prefix}:home:pending:{${accountId}}`;
  }

  /** Set when a sample arrived while a window was open: one more republish when it closes. */
  dirty(accountId: string): string {
    return `${this.prefix}:home:dirty:{${accountId}}`;
  }

  /** Until when Slack asked us to hold off `views.publish` (429 `Retry-After`), per workspace. */
  hold(teamId: string): string {
    return `${this.prefix}:home:hold:${teamId}`;
  }

  /** The workspace's `views.publish` token bucket. */
  pace(teamId: string): string {
    return `${this.prefix}:home:pace:${teamId}`;
  }
}
