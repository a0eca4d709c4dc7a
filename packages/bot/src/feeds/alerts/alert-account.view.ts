import type { Locale } from '../../core/config/bot-config.schema.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { duration } from './alert-format.js';
import { alertMessagesFor } from './alert-messages.js';
import type { AlertsOverview } from './alert-operations.js';

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
