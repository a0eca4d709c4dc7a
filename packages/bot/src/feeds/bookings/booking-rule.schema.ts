import { Slug } from '@centralino/schemas';
import { z } from 'zod';
import { BusinessHours } from '../../core/schedule/business-hours.schema.js';
import { feedOperations, feedRuleFields } from '../kit/index.js';

/** Bounds of a rule's values, shared by the parser and the configuration file. */
export const bookingLimits = { calendars: 10 } as const;

/**
 * What a booking-notice rule watches: the calendars (none: every calendar of the account) and, optionally,
 * when (a booking made outside the hours is not told).
 */
export const BookingRuleSpec = z.strictObject({
  calendars: z.array(Slug).max(bookingLimits.calendars),
  hours: BusinessHours.optional(),
});
export type BookingRuleSpec = z.output<typeof BookingRuleSpec>;

/** A rule as stored: where the notices go and who made it. */
export const BookingRule = BookingRuleSpec.extend(feedRuleFields);
export type BookingRule = z.output<typeof BookingRule>;

/** `/book notices add|list|remove|pause`. */
export const bookingOperations = feedOperations('bookings', BookingRuleSpec);
