import { z } from 'zod';
import { ClockTime } from '../../core/schedule/business-hours.schema.js';
import { parseDays } from '../../core/schedule/day-names.js';

/** A rule's channel in the configuration file. */
export const ChannelId = z
  .string()
  .regex(/^[CGD][A-Z0-9]{2,}$/, { error: 'must be a Slack channel id such as C0123ABCD' });

/** A weekday as written in the file: `mon`, `lun`, or 1–7. */
export const ConfigDay = z.union([z.number(), z.string()]).transform((day, ctx) => {
  const days =
    typeof day === 'number'
      ? Number.isInteger(day) && day >= 1 && day <= 7
        ? [day]
        : undefined
      : parseDays(day);
  if (days?.length !== 1) {
    ctx.addIssue({ code: 'custom', message: 'must be a weekday such as mon, tue, lun, mar, or 1–7' });
    return z.NEVER;
  }
  return days[0] as number;
});

/** A rule's hours as written in the file (each feed pipes them into `BusinessHours`). */
export const ConfigHours = z.strictObject({
  days: z.array(ConfigDay).min(1).default([1, 2, 3, 4, 5, 6, 7]),
  from: ClockTime,
  to: ClockTime,
});

/** The parts of the bot's configuration that say which account a configured rule watches. */
export interface RoutingView {
  accounts: readonly { id: string }[];
  routing: { default_account?: string | undefined; channels: Record<string, string> };
}

/** One rule of a feed's section in the file: its own `account`, `id` and `channel`. */
export interface ConfigRuleBase {
  id?: string | undefined;
  account?: string | undefined;
  channel: string;
}

/** The account a configured rule watches: its own `account`, else the channel's routing, else the default. */
export function configRuleAccount(config: RoutingView, rule: ConfigRuleBase): string | undefined {
  return (
    rule.account ??
    config.routing.channels[rule.channel] ??
    config.routing.default_account ??
    (config.accounts.length === 1 ? config.accounts[0]?.id : undefined)
  );
}

/** A problem of the configuration, where it is. */
export interface ConfigIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Problems of a feed's configured rules (`<section>.rules`): an unknown account, then the feed's own problems
 * of the rule (`ruleIssues`), then a duplicate id (`cfg-<n>` when none is given).
 */
export function configRulesIssues<R extends ConfigRuleBase>(
  config: RoutingView,
  feed: {
    section: string;
    rules: readonly R[];
    duplicateMessage(id: string): string;
    ruleIssues?(rule: R, path: (string | number)[]): ConfigIssue[];
  },
): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const ids = new Set<string>();
  feed.rules.forEach((rule, i) => {
    const path = [feed.section, 'rules', i];
    const account = configRuleAccount(config, rule);
    if (account === undefined)
      issues.push({
        path: [...path, 'account'],
        message: 'must name an account ("account") or be a channel listed under routing.channels',
      });
    else if (!config.accounts.some((a) => a.id === account))
      issues.push({ path: [...path, 'account'], message: `unknown account "${account}"` });
    issues.push(...(feed.ruleIssues?.(rule, path) ?? []));
    const id = configRuleId(rule, i);
    if (ids.has(id)) issues.push({ path: [...path, 'id'], message: feed.duplicateMessage(id) });
    ids.add(id);
  });
  return issues;
}

/** A configured rule's id: its own, else `cfg-<n>` (1-based). */
export function configRuleId(rule: ConfigRuleBase, index: number): string {
  return rule.id ?? `cfg-${index + 1}`;
}

/**
 * A feed's configured rules as stored rules: each with its account (`configRuleAccount`), its id
 * (`configRuleId`), its channel and `source: 'config'`, beside the spec `specOf` reads from it (`undefined`: the
 * rule is left out; the checks of the file said why). Call on a validated configuration.
 */
export function configFeedRules<C extends ConfigRuleBase, S extends object>(
  config: RoutingView,
  rules: readonly C[],
  specOf: (rule: C) => S | undefined,
): (S & { id: string; accountId: string; channel: string; source: 'config' })[] {
  return rules.flatMap((rule, i) => {
    const spec = specOf(rule);
    const accountId = configRuleAccount(config, rule);
    if (spec === undefined || accountId === undefined) return [];
    return [
      { ...spec, id: configRuleId(rule, i), accountId, channel: rule.channel, source: 'config' as const },
    ];
  });
}
