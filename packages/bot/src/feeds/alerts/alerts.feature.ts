import { defineFeature } from '../../features/kit/feature.js';
import { alertsValue } from './alert-account.view.js';
import { type AlertActionDeps, alertActionListener } from './alert-action.listener.js';
import { keepMentions } from './alert-command.parser.js';
import { AlertsConfig } from './alert-config.schema.js';
import { alertIssueText, alertMessagesFor } from './alert-messages.js';
import { alertOperations } from './alert-operation.schema.js';
import { alertCommand, alertsOverview } from './alert-operations.js';
import type { AlertRuleIssue } from './alert-rule-issue.js';
import type { AlertServices } from './alert-services.js';
import { alertUsage } from './alert-usage.js';
import { configRuleIssues } from './config-rules.js';

declare module '../../work/operations/operation-context.js' {
  interface FeatureServices {
    /** Live queue alerts (rules, polling); absent where alerts do not run. */
    alerts?: AlertServices;
  }
}

declare module '../../work/listeners/listener-deps.js' {
  interface FeatureListenerDeps {
    /** The buttons of live queue alert cards. */
    alerts?: AlertActionDeps;
  }
}

declare module '../../work/commands/parsed-command.js' {
  interface FeatureParseErrors {
    /** A `/queue alert` rule that cannot work (bad condition, thresholds, hours, mention…). */
    invalid_alert: { code: 'invalid_alert'; issue: AlertRuleIssue };
  }
}

declare module '../../core/config/bot-config.schema.js' {
  interface FeatureConfig {
    /** Live queue alerts: polling, hysteresis, Slack pacing and the rules that always exist. */
    alerts: AlertsConfig;
  }
}

/**
 * Live queue alerts: `/queue alert …` rules per channel, one card per (channel, queue) kept up to date from
 * reads planned on the account's budget (the alert system is started by `startBot`, see `alert-system.ts`).
 */
export const alertsFeature = defineFeature({
  name: 'alerts',
  subcommands: [
    {
      command: 'queue',
      words: ['alert', 'alerts', 'avviso', 'avvisi'],
      usage: alertUsage,
      // alert rules mention people: their ids must survive normalization
      prepareText: keepMentions,
      parse: (tokens) => ({ kind: 'operation', operation: alertCommand.parse(tokens.slice(1)) }),
    },
  ],
  operations: alertOperations,
  run: alertCommand.run,
  writes: alertCommand.writes,
  parseErrors: { invalid_alert: (error, locale) => alertIssueText(error.issue, locale) },
  hooks: {
    // a user's `/queue live` is a sample the alerts use at once
    liveQueues: async (ctx, queues, at) => {
      await ctx.services.alerts?.offerSample(ctx.account.id, queues, at);
    },
    accountRows: async (ctx) => {
      const alerts = ctx.services.alerts;
      if (!alerts) return [];
      const overview = await alertsOverview(alerts, ctx.account.id);
      return [
        {
          label: alertMessagesFor(ctx.locale).account.label,
          value: (budget) => alertsValue(overview, budget, ctx.locale),
        },
      ];
    },
  },
  listeners(app, deps) {
    if (deps.alerts) app.action(/^alert_/, alertActionListener(deps.alerts, deps) as never);
  },
  config: { key: 'alerts', schema: AlertsConfig.prefault({}), issues: configRuleIssues },
});
