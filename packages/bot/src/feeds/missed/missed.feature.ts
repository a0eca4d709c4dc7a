import { defineFeature } from '../../features/kit/feature.js';
import { type MissedActionDeps, missedActions } from './missed-action.listener.js';
import { blockFromNotice } from './missed-block.js';
import { MissedConfig, missedConfigIssues } from './missed-config.schema.js';
import { missedIssueText, missedMessagesFor, missedUsage } from './missed-messages.js';
import { missedOperations } from './missed-operation.schema.js';
import { missedCommand } from './missed-operations.js';
import type { MissedRuleIssue } from './missed-rule-issue.js';
import type { MissedServices } from './missed-services.js';

declare module '../../work/operations/operation-context.js' {
  interface FeatureServices {
    /** The missed-call feed (rules, notices); absent where it does not run. */
    missed?: MissedServices;
  }
}

declare module '../../work/listeners/listener-deps.js' {
  interface FeatureListenerDeps {
    /** The buttons of missed-call notices. */
    missed?: MissedActionDeps;
  }
}

declare module '../../work/commands/parsed-command.js' {
  interface FeatureParseErrors {
    /** A `/calls missed` text that cannot work (bad number, hours, days, summary time…). */
    invalid_missed: { code: 'invalid_missed'; issue: MissedRuleIssue };
  }
}

declare module '../../core/config/bot-config.schema.js' {
  interface FeatureConfig {
    /** Missed-call notices: how the history is read and the rules that always exist. */
    missed: MissedConfig;
  }
}

/**
 * Missed calls in Slack: `/calls missed …` rules per channel, one notice per caller and day kept up to date
 * from reads of the call history planned on the account's budget, closed by the callbacks the history shows
 * ("Blocca numero" on a notice blocks the caller and says so on their notices: `missed-block.ts`; the feed is
 * started by `startBot`, see `missed-system.ts`).
 */
export const missedFeature = defineFeature({
  name: 'missed',
  subcommands: [
    {
      command: 'calls',
      words: ['missed', 'perse', 'persa'],
      usage: missedUsage,
      parse: (tokens) => ({ kind: 'operation', operation: missedCommand.parse(tokens.slice(1)) }),
    },
  ],
  operations: missedOperations,
  run: { ...missedCommand.run, 'missed.block': blockFromNotice },
  writes: [...missedCommand.writes, 'missed.block'],
  parseErrors: { invalid_missed: (error, locale) => missedIssueText(error.issue, locale) },
  actions: missedActions,
  messages: { it: missedMessagesFor('it'), en: missedMessagesFor('en') },
  config: { key: 'missed', schema: MissedConfig.prefault({}), issues: missedConfigIssues },
});
