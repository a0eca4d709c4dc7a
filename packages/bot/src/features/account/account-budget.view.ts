import type { Locale } from '../../core/config/bot-config.schema.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { context, esc, header, type SlackMessage, section } from '../../slack/views/blocks.js';
import { accountTextsFor } from './account-messages.js';
import { labelledLines } from './labelled-lines.js';

/**
 * The immediate answer of `/pbx account`, from the bot's own budget (shared by every process) without asking
 * the PBX: limits, requests left this minute and today, commands waiting, and the day limit when it is spent.
 * The server's view replaces it when the budget allows a request.
 */
export function accountBudgetView(
  input: { accountId: string; budget: BudgetSnapshot; waiting: number },
  locale: Locale,
): SlackMessage {
  const t = accountTextsFor(locale);
  const { budget } = input;
  const blocked =
    budget.blockedUntil === null
      ? ''
      : `\n:no_entry: ${t.account.blocked(Math.ceil((budget.blockedUntil - budget.at) / 1000))}`;
  const budgetValue = t.account.budgetValue(budget.minute.remaining, budget.day.remaining);
  const dayLimit = budget.day.remaining <= 0 ? [section(t.dayLimit.reached(esc(budget.day.timeZone)))] : [];
  // while the server's figures are still to come the text reads as a notice (⏳), like "Richiesta ricevuta"
  const pending = budget.day.remaining > 0 ? ':hourglass_flowing_sand: ' : '';
  return {
    text: `${pending}${t.account.title(esc(input.accountId))}: ${budgetValue}`,
    blocks: [
      header(t.account.title(input.accountId)),
      ...dayLimit,
      ...labelledLines([
        [
          t.account.limits,
          `${t.account.perMinute(budget.limits.perMinute)} · ${t.account.perDay(budget.limits.perDay)}`,
        ],
        [t.account.budget, `${budgetValue}${blocked}`],
        [t.account.waiting, t.account.waitingValue(input.waiting)],
      ]),
      context(t.dayLimit.localNote),
    ],
  };
}
