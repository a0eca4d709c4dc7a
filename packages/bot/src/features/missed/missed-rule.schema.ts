import { z } from 'zod';
import { BusinessHours, ClockTime } from '../../schedule/business-hours.schema.js';

/** Bounds of rule values, shared by the parser, the configuration file and the job payload. */
export const missedLimits = {
  numbers: 20,
  pauseMinutes: { min: 0, max: 1440 },
} as const;

/** The daily summary's default time (local). */
export const DEFAULT_DAILY = '17:30';

/** A VoIP number of the account as the API stores it (see `normalizePhoneNumber`). */
export const VoipNumber = z.string().regex(/^\+?[0-9]{3,20}$/, { error: 'must be a phone number' });

export const MissedRuleId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
  error: 'must be 1–40 lower-case letters, digits, "_" or "-"',
});

/** What a rule watches: the called numbers (none: every number of the account), when, and the daily line. */
export const MissedRuleSpec = z.strictObject({
  numbers: z.array(VoipNumber).max(missedLimits.numbers),
  hours: BusinessHours.optional(),
  daily: ClockTime.default(DEFAULT_DAILY),
});
export type MissedRuleSpec = z.output<typeof MissedRuleSpec>;

/** A rule as stored: where notices go and who made it. */
export const MissedRule = MissedRuleSpec.extend({
  id: MissedRuleId,
  accountId: z.string().min(1),
  channel: z.string().min(1),
  source: z.enum(['slack', 'config']),
  createdBy: z.string().optional(),
  createdAt: z.number().optional(),
});
export type MissedRule = z.output<typeof MissedRule>;
