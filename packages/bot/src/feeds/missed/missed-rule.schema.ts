import { z } from 'zod';
import { BusinessHours, ClockTime } from '../../core/schedule/business-hours.schema.js';
import { FeedRuleId, feedRuleFields, pauseLimits } from '../kit/feed-rule.schema.js';

/** Bounds of rule values, shared by the parser, the configuration file and the job payload. */
export const missedLimits = {
  numbers: 20,
  pauseMinutes: pauseLimits,
} as const;

/** The daily summary's default time (local). */
export const DEFAULT_DAILY = '17:30';

/** A VoIP number of the account as the API stores it (see `normalizePhoneNumber`). */
export const VoipNumber = z.string().regex(/^\+?[0-9]{3,20}$/, { error: 'must be a phone number' });

export const MissedRuleId = FeedRuleId;

/** What a rule watches: the called numbers (none: every number of the account), when, and the daily line. */
export const MissedRuleSpec = z.strictObject({
  numbers: z.array(VoipNumber).max(missedLimits.numbers),
  hours: BusinessHours.optional(),
  daily: ClockTime.default(DEFAULT_DAILY),
});
export type MissedRuleSpec = z.output<typeof MissedRuleSpec>;

/** A rule as stored: where notices go and who made it. */
export const MissedRule = MissedRuleSpec.extend(feedRuleFields);
export type MissedRule = z.output<typeof MissedRule>;
