import type { Account } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { messagesFor } from '../../i18n/catalog.js';
import type { BudgetSnapshot } from '../../limiter/account-budget.js';
import { esc, fieldSections, header, type SlackMessage } from '../../views/blocks.js';
import { duration } from '../alerts/alert-format.js';
import { alertMessagesFor } from '../alerts/alert-messages.js';
import type { AlertsOverview } from '../alerts/alert-operations.js';

/** What `/pbx account` shows: the API's view of the account, the bot's budget and its queue. */
export interface AccountOverview {
  account: Account;
  budget: BudgetSnapshot;
  waiting: number;
  /** Live queue alerts: rules, polling interval and its share of the budget. */
  alerts?: AlertsOverview;
}

/** Rules, the polling interval and why, and the background requests of the day against their share. */
export function alertsValue(alerts: AlertsOverview, budget: BudgetSnapshot, locale: Locale): string {
  const t = alertMessagesFor(locale).account;
  if (alerts.rules === 0) return t.none;
  const { intervalMs, reason } = alerts.poll;
  const interval =
    intervalMs === undefined || reason === undefined
      ? t.notYet
      : t.interval(duration(intervalMs, locale), t.reasons[reason] ?? reason);
  const percent =
    budget.limits.perDay > 0 ? Math.round((budget.day.background / budget.limits.perDay) * 100) : 0;
  const share = alerts.poll.share;
  const limit = share === undefined ? budget.day.backgroundLimit : Math.floor(budget.limits.perDay * share);
  const basis =
    share === undefined
      ? ''
      : `\n${t.shareBasis(Math.round(share * 100), alerts.poll.shareBasis === 'usage')}`;
  return `${t.rules(alerts.rules)} · ${interval}\n${t.share(budget.day.background, limit, percent)}${basis}`;
}

/**
 * `/pbx account`: configured limits, usage as the server counts it, the bot's budget left (shared by every
 * bot process) and the commands waiting for it.
 * @see pbx-api-reference.md "Account", "Limits"
 */
export function accountView(
  { account, budget, waiting, alerts }: AccountOverview,
  locale: Locale,
): SlackMessage {
  const t = messagesFor(locale).account;
  const u = account.usage;
  const blocked =
    budget.blockedUntil === null
      ? ''
      : `\n:no_entry: ${t.blocked(Math.ceil((budget.blockedUntil - budget.at) / 1000))}`;
  return {
    text: `${t.title(account.context)}: ${t.usageValue(u.minute.used, u.minute.limit, u.day.used, u.day.limit)}`,
    blocks: [
      header(t.title(account.context)),
      ...fieldSections([
        [t.key, esc(account.key_name)],
        [
          t.limits,
          `${t.perMinute(account.limits.requests_per_minute)} · ${t.perDay(account.limits.requests_per_day)}`,
        ],
        [t.usage, t.usageValue(u.minute.used, u.minute.limit, u.day.used, u.day.limit)],
        [t.budget, `${t.budgetValue(budget.minute.remaining, budget.day.remaining)}${blocked}`],
        [t.waiting, t.waitingValue(waiting)],
        ...(alerts
          ? [
              [alertMessagesFor(locale).account.label, alertsValue(alerts, budget, locale)] as [
                string,
                string,
              ],
            ]
          : []),
      ]),
    ],
  };
}
