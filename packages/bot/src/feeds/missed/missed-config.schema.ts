import { normalizePhoneNumber } from '@centralino/schemas';
import { z } from 'zod';
import { BusinessHours, ClockTime } from '../../core/schedule/business-hours.schema.js';
import {
  ChannelId,
  ConfigHours,
  configFeedRules,
  configRulesIssues,
  type RoutingView,
} from '../kit/feed-config.schema.js';
import {
  DEFAULT_DAILY,
  type MissedRule,
  MissedRuleId,
  missedLimits,
  VoipNumber,
} from './missed-rule.schema.js';
import { DEFAULT_LOOKBACK_MINUTES } from './read-window.js';

/** One rule of the configuration file; `account` defaults to the account the channel is routed to. */
export const ConfigMissedRule = z.strictObject({
  id: MissedRuleId.optional(),
  account: z.string().optional(),
  channel: ChannelId,
  /** VoIP numbers as people write them; none: every number of the account. */
  numbers: z
    .array(
      z
        .string()
        .transform((n) => normalizePhoneNumber(n) ?? n)
        .pipe(VoipNumber),
    )
    .max(missedLimits.numbers)
    .default([]),
  hours: ConfigHours.transform((h) => ({ ...h, days: [...new Set(h.days)].sort((a, b) => a - b) }))
    .pipe(BusinessHours)
    .optional(),
  daily: ClockTime.default(DEFAULT_DAILY),
});
export type ConfigMissedRule = z.infer<typeof ConfigMissedRule>;

/** `missed:` of the configuration file: how the call history is read for missed calls, and fixed rules. */
export const MissedConfig = z.strictObject({
  /** Reads never closer than this (busy hours). */
  min_interval_ms: z.int().min(200).default(20_000),
  /** Reads never further apart than this while calls come in and a rule speaks. */
  max_interval_ms: z.int().min(1000).default(300_000),
  /** A rule speaks but no call came in for `quiet_after_ms`: a read this often (night hours of an all-day rule). */
  quiet_interval_ms: z.int().min(1000).default(600_000),
  quiet_after_ms: z.int().min(1000).default(1_800_000),
  /** No rule speaks: a calm read this often (callbacks, the day's last calls). */
  off_hours_interval_ms: z.int().min(1000).default(1_800_000),
  /** No longer used (each read plans the next; there is no heartbeat): accepted so older files still load. */
  heartbeat_ms: z.int().min(200).optional(),
  /** A caller abandoning a queue (live sample) brings a read this long after it (the record is written). */
  signal_delay_ms: z.int().min(0).default(3_000),
  /**
   * While alert rules read the queues too, the feed's part of the day's background reads (the alerts'
   * planner leaves what the feed keeps); without alert rules the feed may use all of them.
   */
  feed_share: z.number().min(0).max(1).default(0.1),
  /** Records this much older than the newest one seen can still be new (a call is recorded when it ends). */
  lookback_minutes: z.int().min(1).max(120).default(DEFAULT_LOOKBACK_MINUTES),
  /** More new notices than this for one channel in one read become one summary message. */
  burst_size: z.int().min(1).default(5),
  /** A channel the bot cannot post to is tried again this often (the notice waits, it is not dropped). */
  channel_retry_ms: z.int().min(100).default(60_000),
  rules: z.array(ConfigMissedRule).default([]),
});
export type MissedConfig = z.infer<typeof MissedConfig>;

interface RulesConfigView extends RoutingView {
  missed: Pick<MissedConfig, 'rules'>;
}

/** Problems of the configured rules (unknown account, duplicate ids). */
export function missedConfigIssues(
  config: RulesConfigView,
): { path: (string | number)[]; message: string }[] {
  return configRulesIssues(config, {
    section: 'missed',
    rules: config.missed.rules,
    duplicateMessage: (id) => `duplicate missed-call rule id "${id}"`,
  });
}

/** The configured rules as stored rules (`cfg-<n>` ids unless given); call on a validated configuration. */
export function configMissedRules(config: RulesConfigView): MissedRule[] {
  return configFeedRules(config, config.missed.rules, (rule) => ({
    numbers: rule.numbers,
    ...(rule.hours ? { hours: rule.hours } : {}),
    daily: rule.daily,
  }));
}
