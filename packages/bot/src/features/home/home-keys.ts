/** Redis keys of the App Home, under the bot's prefix; `{account}` hash tags keep an account's keys in one slot. */
export class HomeKeys {
  constructor(private readonly prefix: string) {}

  /** Sorted set of who looked at the account's Home (member `team|user`, score: when they last opened it). */
  viewers(accountId: string): string {
    return `${this.prefix}:home:viewers:{${accountId}}`;
  }

  /** Hash `team|user` → fingerprint of the Home last published for them. */
  shown(accountId: string): string {
    return `${this.prefix}:home:shown:{${accountId}}`;
  }

  /** Set while a republish of the account's Homes is pending (the debounce). */
  pending(accountId: string): string {
    return `${this.prefix}:home:pending:{${accountId}}`;
  }

  /** Until when Slack asked us to hold off `views.publish` (429 `Retry-After`), per workspace. */
  hold(teamId: string): string {
    return `${this.prefix}:home:hold:${teamId}`;
  }

  /** `views.publish` calls of a workspace in one clock minute. */
  minuteCount(teamId: string, minute: number): string {
    return `${this.prefix}:home:count:${teamId}:${minute}`;
  }
}
