import type { AlertsConfig, ConfigAlertRule } from './alert-config.schema.js';
import { type AlertRule, AlertRuleSpec } from './alert-rule.schema.js';

/** The parts of the bot's configuration the configured rules depend on. */
interface RulesConfigView {
  accounts: readonly { id: string }[];
  routing: { default_account?: string | undefined; channels: Record<string, string> };
  alerts: Pick<AlertsConfig, 'rules'>;
}

/** The account a configured rule watches: its own `account`, else the channel's routing, else the default. */
function accountOf(config: RulesConfigView, rule: ConfigAlertRule): string | undefined {
  return (
    rule.account ??
    config.routing.channels[rule.channel] ??
    config.routing.default_account ??
    (config.accounts.length === 1 ? config.accounts[0]?.id : undefined)
  );
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
  const issues: { path: (string | number)[]; message: string }[] = [];
  const ids = new Set<string>();
  config.alerts.rules.forEach((rule, i) => {
    const path = ['alerts', 'rules', i];
    const account = accountOf(config, rule);
    if (account === undefined) {
      issues.push({
        path: [...path, 'account'],
        message: 'must name an account ("account") or be a channel listed under routing.channels',
      });
    } else if (!config.accounts.some((a) => a.id === account)) {
      issues.push({ path: [...path, 'account'], message: `unknown account "${account}"` });
    }
    const spec = specOf(rule);
    if (!spec.success) {
      for (const issue of spec.error.issues)
        issues.push({ path: [...path, ...issue.path.map(String)], message: issue.message });
    }
    const id = rule.id ?? `cfg-${i + 1}`;
    if (ids.has(id))
      issues.push({
        path: [...path, 'id'],
        message: `duplicate alert rule id "${id}": give every rule a different id`,
      });
    ids.add(id);
  });
  return issues;
}

/** The configured rules as stored rules (`cfg-<n>` ids unless given); call on a validated configuration. */
export function configAlertRules(config: RulesConfigView): AlertRule[] {
  const out: AlertRule[] = [];
  config.alerts.rules.forEach((rule, i) => {
    const spec = specOf(rule);
    const accountId = accountOf(config, rule);
    if (!spec.success || accountId === undefined) return;
    out.push({
      ...spec.data,
      id: rule.id ?? `cfg-${i + 1}`,
      accountId,
      channel: rule.channel,
      source: 'config',
    });
  });
  return out;
}
