import { z } from 'zod';
import { ChannelId, ConfigHours } from '../kit/feed-config.schema.js';
import { AlertRuleId, AlertRuleSpec, BusinessHours, Mention, Thresholds } from './alert-rule.schema.js';

/** Thresholds as written in the file (snake_case). */
const ConfigThresholds = z
  .strictObject({
    waiting: z.int().optional(),
    wait_seconds: z.int().optional(),
    no_agents: z.boolean().optional(),
  })
  .transform((t) => ({
    ...(t.waiting === undefined ? {} : { waiting: t.waiting }),
    ...(t.wait_seconds === undefined ? {} : { waitSeconds: t.wait_seconds }),
    ...(t.no_agents ? { noAgents: true as const } : {}),
  }))
  .pipe(Thresholds);

/** One rule of the configuration file; `account` defaults to the account the channel is routed to. */
export const ConfigAlertRule = z
  .strictObject({
    id: AlertRuleId.optional(),
    account: z.string().optional(),
    channel: ChannelId,
    queue: z.string().min(1).max(100),
    warning: ConfigThresholds.optional(),
    critical: ConfigThresholds.optional(),
    mention: z.array(Mention).max(10).default([]),
    hours: ConfigHours.pipe(BusinessHours).optional(),
  })
  .superRefine((rule, ctx) => {
    // the rule as a whole: at least one condition, critical above warning
    const spec = AlertRuleSpec.safeParse({
      queue: rule.queue,
      ...(rule.warning ? { warning: rule.warning } : {}),
      ...(rule.critical ? { critical: rule.critical } : {}),
    });
    for (const issue of spec.success ? [] : spec.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
export type ConfigAlertRule = z.infer<typeof ConfigAlertRule>;

/**
 * `alerts:` of the configuration file: how queues are watched and the rules that always exist (more are added
 * from Slack with `/queue alert add`). Times in ms.
 */
export const AlertsConfig = z.strictObject({
  /** Polling is never more frequent than this; the budget may stretch it. */
  base_interval_ms: z.int().min(200).default(15_000),
  /** The scheduler re-plans at least this often (a stretched interval is longer). */
  max_interval_ms: z.int().min(1000).default(600_000),
  /** A card resolves once its condition stayed false this long (hysteresis). */
  clear_after_ms: z.int().min(0).default(30_000),
  /** The exchange answering 503 (or not at all) this long gets its own card. */
  unreachable_after_ms: z.int().min(0).default(60_000),
  /** Callers listed on a card; the rest are counted ("+K altri"). */
  max_callers_shown: z.int().min(1).max(50).default(10),
  /** Minimum spacing of the bot's messages in one channel (Slack: about one per second). */
  slack_spacing_ms: z.int().min(0).default(1000),
  rules: z.array(ConfigAlertRule).default([]),
});
export type AlertsConfig = z.infer<typeof AlertsConfig>;

/** The defaults of `alerts:` when the file has none. */
export const DEFAULT_ALERTS_CONFIG: AlertsConfig = AlertsConfig.parse({});
