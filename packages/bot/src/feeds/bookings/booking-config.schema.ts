import { Slug } from '@centralino/schemas';
import { z } from 'zod';
import { BusinessHours } from '../../core/schedule/business-hours.schema.js';
import {
  ChannelId,
  ConfigHours,
  configFeedRules,
  configRulesIssues,
  FeedRuleId,
  type RoutingView,
} from '../kit/index.js';
import { type BookingRule, bookingLimits } from './booking-rule.schema.js';

/** One rule of the configuration file; `account` defaults to the account the channel is routed to. */
export const ConfigBookingRule = z.strictObject({
  id: FeedRuleId.optional(),
  account: z.string().optional(),
  channel: ChannelId,
  /** Calendar slugs; none: every calendar of the account. */
  calendars: z.array(Slug).max(bookingLimits.calendars).default([]),
  hours: ConfigHours.transform((h) => ({ ...h, days: [...new Set(h.days)].sort((a, b) => a - b) }))
    .pipe(BusinessHours)
    .optional(),
});

/** `bookings:` of the configuration file: booking notices that always exist. */
export const BookingConfig = z.strictObject({ rules: z.array(ConfigBookingRule).default([]) });
export type BookingConfig = z.infer<typeof BookingConfig>;

interface RulesConfigView extends RoutingView {
  bookings: Pick<BookingConfig, 'rules'>;
}

/** Problems of the configured rules (unknown account, duplicate ids). */
export function bookingConfigIssues(config: RulesConfigView) {
  return configRulesIssues(config, {
    section: 'bookings',
    rules: config.bookings.rules,
    duplicateMessage: (id) => `duplicate booking-notice rule id "${id}"`,
  });
}

/** The configured rules as stored rules (`cfg-<n>` ids unless given); call on a validated configuration. */
export function configBookingRules(config: RulesConfigView): BookingRule[] {
  return configFeedRules(config, config.bookings.rules, (rule) => ({
    calendars: rule.calendars,
    ...(rule.hours ? { hours: rule.hours } : {}),
  }));
}
