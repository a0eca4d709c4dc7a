import { configFeedRules, configRulesIssues, type RoutingView } from '../kit/feed-config.schema.js';
import type { AlertsConfig, ConfigAlertRule } from './alert-config.schema.js';
import { type AlertRule, AlertRuleSpec } from './alert-rule.schema.js';

/** The parts of the bot's configuration the configured rules depend on. */
interface RulesConfigView extends RoutingView {
  alerts: Pick<AlertsConfig, 'rules'>;
}

function specOf(rule: ConfigAlertRule) {
  return AlertRuleSpec.safeParse({
    queue: rule.queue,
    ...(rule.warning ? { warning: rule.warning } : {}),
    ...(rule.critical ? { critical: rule.critical } : {}),
    mention: rule.mention,
    ...(rule.hours
      ? { hours: { ...rule.hours, days: [...new Set(rule.hours.days)].sort((a, b) => a - b) } }
      : {}),
  });
}

/** Problems of the configured rules (unknown account, no condition, critical not above warning, duplicate ids). */
export function configRuleIssues(config: RulesConfigView): { path: (string | number)[]; message: string }[] {
  return configRulesIssues(config, {
    section: 'alerts',
    rules: config.alerts.rules,
    duplicateMessage: (id) => `duplicate alert rule id "${id}": give every rule a different id`,
    ruleIssues: (rule, path) => {
      const spec = specOf(rule);
      if (spec.success) return [];
      return spec.error.issues.map((issue) => ({
        path: [...path, ...issue.path.map(String)],
        message: issue.message,
      }));
    },
  });
}

/** The configured rules as stored rules (`cfg-<n>` ids unless given); call on a validated configuration. */
export function configAlertRules(config: RulesConfigView): AlertRule[] {
  return configFeedRules(config, config.alerts.rules, (rule) => {
    const spec = specOf(rule);
    return spec.success ? spec.data : undefined;
  });
}
