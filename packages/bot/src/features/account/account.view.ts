import type { Account } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { esc, header, type SlackMessage } from '../../slack/views/blocks.js';
import type { AccountRow } from '../../work/operations/operation-context.js';
import { accountTextsFor } from './account-messages.js';
import { labelledLines } from './labelled-lines.js';

/** What `/pbx account` shows: the API's view of the account, the bot's budget and its queue. */
export interface AccountOverview {
  account: Account;
  budget: BudgetSnapshot;
  waiting: number;
  /** Lines other features add (the live queue alerts: rules, polling interval, their share of the budget). */
  rows?: readonly AccountRow[];
}

/**
 * `/pbx account`: configured limits, usage as the server counts it, the bot's budget left (shared by every
 * bot process) and the commands waiting for it.
 * @see pbx-api-reference.md "Account", "Limits"
 */
export function accountView(
  { account, budget, waiting, rows = [] }: AccountOverview,
  locale: Locale,
): SlackMessage {
  const t = accountTextsFor(locale).account;
  const u = account.usage;
  const blocked =
    budget.blockedUntil === null
      ? ''
      : `\n:no_entry: ${t.blocked(Math.ceil((budget.blockedUntil - budget.at) / 1000))}`;
  return {
    text: `${t.title(esc(account.context))}: ${t.usageValue(u.minute.used, u.minute.limit, u.day.used, u.day.limit)}`,
    blocks: [
      header(t.title(account.context)),
      ...labelledLines([
        [t.key, esc(account.key_name)],
        [
          t.limits,
          `${t.perMinute(account.limits.requests_per_minute)} · ${t.perDay(account.limits.requests_per_day)}`,
        ],
        [t.usage, t.usageValue(u.minute.used, u.minute.limit, u.day.used, u.day.limit)],
        [t.budget, `${t.budgetValue(budget.minute.remaining, budget.day.remaining)}${blocked}`],
        [t.waiting, t.waitingValue(waiting)],
        ...rows.map((row): [string, string] => [row.label, row.value(budget)]),
      ]),
    ],
  };
}
