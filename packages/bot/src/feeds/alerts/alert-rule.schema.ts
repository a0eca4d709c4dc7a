import { z } from 'zod';
import { BusinessHours } from '../../core/schedule/business-hours.schema.js';
import { FeedRuleId, feedRuleFields, pauseLimits } from '../kit/feed-rule.schema.js';

/** How bad a queue is: a card starts at the level its rule reaches and may escalate. */
export const AlertLevel = z.enum(['warning', 'critical']);
export type AlertLevel = z.infer<typeof AlertLevel>;

/** Bounds of rule values, shared by the parser, the configuration file and the job payload. */
export const alertLimits = {
  waiting: { min: 1, max: 500 },
  waitSeconds: { min: 1, max: 86_400 },
  pauseMinutes: pauseLimits,
  mentions: 10,
} as const;

/**
 * The conditions of one level; the level is reached when ANY of them holds: callers waiting ≥ `waiting`,
 * longest wait ≥ `waitSeconds`, or (`noAgents`) callers wait while no member is available.
 * @see pbx-api-reference.md "Queue live state" (summary.callers_waiting, callers[].wait_seconds, members_available)
 */
export const Thresholds = z
  .strictObject({
    waiting: z.int().min(alertLimits.waiting.min).max(alertLimits.waiting.max).optional(),
    waitSeconds: z.int().min(alertLimits.waitSeconds.min).max(alertLimits.waitSeconds.max).optional(),
    noAgents: z.literal(true).optional(),
  })
  .refine((t) => t.waiting !== undefined || t.waitSeconds !== undefined || t.noAgents === true, {
    error: 'must have at least one condition (waiting, wait seconds or no agents)',
  });
export type Thresholds = z.infer<typeof Thresholds>;

export { BusinessHours, ClockTime } from '../../core/schedule/business-hours.schema.js';

/** Who a critical card mentions: a user (`U…`/`W…`), a user group (`S…`), `@here` or `@channel`. */
export const Mention = z.string().regex(/^(?:@here|@channel|[UW][A-Z0-9]{2,30}|S[A-Z0-9]{2,30})$/, {
  error: 'must be a Slack user or user group id, @here or @channel',
});

/** `*` watches every queue of the account. */
export const ALL_QUEUES = '*';

/** What a rule watches and when it fires: as typed in `/queue alert add` or written in the configuration. */
export const AlertRuleSpec = z
  .strictObject({
    queue: z.string().min(1).max(100),
    warning: Thresholds.optional(),
    critical: Thresholds.optional(),
    mention: z.array(Mention).max(alertLimits.mentions).default([]),
    hours: BusinessHours.optional(),
  })
  .superRefine((spec, ctx) => {
    if (!spec.warning && !spec.critical) {
      ctx.addIssue({
        code: 'custom',
        path: ['warning'],
        message: 'must have at least one condition (waiting, wait seconds or no agents)',
      });
    }
    for (const field of ['waiting', 'waitSeconds'] as const) {
      const warning = spec.warning?.[field];
      const critical = spec.critical?.[field];
      if (warning !== undefined && critical !== undefined && critical <= warning) {
        ctx.addIssue({
          code: 'custom',
          path: ['critical', field],
          message: 'must be higher than the warning threshold',
        });
      }
    }
  });
export type AlertRuleSpec = z.infer<typeof AlertRuleSpec>;
export type AlertRuleSpecInput = z.input<typeof AlertRuleSpec>;

/** Rule ids: generated (`r…`) for rules added from Slack, from the file (or `cfg-N`) for configured ones. */
export const AlertRuleId = FeedRuleId;

/** A rule as stored: the spec plus where it posts, which account it watches and where it comes from. */
export const AlertRule = z.strictObject({
  ...AlertRuleSpec.shape,
  ...feedRuleFields,
});
export type AlertRule = z.infer<typeof AlertRule>;
