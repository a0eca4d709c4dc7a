import { calendarsRead } from '../../work/operations/account-reads.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { defineFeedCommand } from '../kit/feed-definition.js';
import { parseBookingSpec, refuseBookingRule } from './booking-command.parser.js';
import { bookingAddedView, bookingListView } from './booking-command.view.js';
import { bookingMessagesFor } from './booking-messages.js';
import { BookingRule, type BookingRuleSpec } from './booking-rule.schema.js';

/** The calendars of a rule must be the account's (the same cached read as `/book`). */
async function refuseCalendars(ctx: OperationContext, spec: BookingRuleSpec): Promise<string | undefined> {
  if (spec.calendars.length === 0) return undefined;
  const res = await read(ctx, ...calendarsRead(ctx));
  const known = res.data.map((c) => c.slug);
  const unknown = spec.calendars.find((c) => !known.includes(c));
  if (unknown === undefined) return undefined;
  return bookingMessagesFor(ctx.locale).rules.unknownCalendar(unknown, known.join(', ') || '—');
}

/**
 * `/book notices add|list|remove|pause` in the channel the command came from (the feed's parts; the rest is
 * every feed's, `runFeedOperation`). There is nothing to start: the exchange's webhooks bring the bookings.
 */
export const bookingCommand = defineFeedCommand({
  prefix: 'bookings',
  parseSpec: parseBookingSpec,
  refuse: refuseBookingRule,
  refuseAdd: refuseCalendars,
  idLetter: 'b',
  rule: BookingRule,
  services: (ctx) => ctx.services.bookings,
  texts: (ctx) => bookingMessagesFor(ctx.locale).rules,
  added: async (ctx, services, rule) =>
    bookingAddedView(rule, (await services.secrets.status(ctx.account.id)) !== undefined, ctx.locale),
  async list(ctx, services) {
    const { account } = ctx;
    const rules = await services.store.rules(account.id);
    const overview = await Promise.all(
      rules.map(async (rule) => ({
        rule,
        pausedUntil: await services.store.pausedUntil(account.id, rule.channel),
      })),
    );
    const hasSecret = (await services.secrets.status(account.id)) !== undefined;
    return bookingListView(overview, hasSecret, account.time_zone, ctx.locale);
  },
});
