/** Redis keys of the morning reports, under the bot's prefix (`{account}`: one slot per account). */
export class ReportKeys {
  constructor(private readonly prefix: string) {}

  /** Hash id → rule of the account's reports. */
  rules(accountId: string): string {
    return `${this.prefix}:report:rules:{${accountId}}`;
  }

  /** Why the post of one report for one day failed last (it says so when it goes out late). */
  failure(accountId: string, ruleId: string, date: string): string {
    return `${this.prefix}:report:failure:{${accountId}}:${ruleId}:${date}`;
  }

  /** The post of one report for one day: claimed once, holds the message's ts once posted. */
  post(accountId: string, ruleId: string, date: string): string {
    return `${this.prefix}:report:post:{${accountId}}:${ruleId}:${date}`;
  }
}
