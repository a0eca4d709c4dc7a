import { defineFeature } from '../../features/kit/feature.js';
import { noMoreThan } from '../../work/commands/parse-helpers.js';
import type { ParsedText } from '../../work/commands/parsed-command.js';
import { BookingConfig, bookingConfigIssues } from './booking-config.schema.js';
import { bookingIssueText, bookingMessagesFor, bookingUsage, webhookUsage } from './booking-messages.js';
import { bookingCommand } from './booking-operations.js';
import { bookingOperations } from './booking-rule.schema.js';
import type { BookingRuleIssue } from './booking-rule-issue.js';
import type { BookingServices } from './booking-services.js';
import { registerWebhookListeners } from './webhook.listener.js';
import { openWebhookModal } from './webhook-step.js';

declare module '../../work/operations/operation-context.js' {
  interface FeatureServices {
    /** Booking notices (rules, secrets); absent where they do not run. */
    bookings?: BookingServices;
  }
}

declare module '../../work/commands/parsed-command.js' {
  interface FeatureParseErrors {
    /** A `/book notices` text that cannot work (a word it does not know, bad hours or days…). */
    invalid_bookings: { code: 'invalid_bookings'; issue: BookingRuleIssue };
  }
}

declare module '../../core/config/bot-config.schema.js' {
  interface FeatureConfig {
    /** Booking notices: the rules that always exist. */
    bookings: BookingConfig;
  }
}

/** `/pbx webhook`: the modal. */
function parseWebhook(tokens: readonly string[]): ParsedText<never> {
  noMoreThan(tokens, 1);
  return { kind: 'bookings-webhook' };
}

/**
 * Booking notices: `/book notices …` rules per channel, one notice per booking made or cancelled by anyone (the
 * AI agent, the answering service, the dashboard, the API), brought by the exchange's webhooks
 * (`POST /pbx/webhooks/<account>`, verified with the account's signing secret, which an admin saves with
 * `/pbx webhook`). The system is started by `startBot` (see `booking-system.ts`).
 */
export const bookingsFeature = defineFeature({
  name: 'bookings',
  subcommands: [
    {
      command: 'book',
      words: ['notices', 'avvisi'],
      usage: bookingUsage,
      parse: (tokens) => ({ kind: 'operation', operation: bookingCommand.parse(tokens.slice(1)) }),
    },
    { command: 'pbx', words: ['webhook', 'webhooks'], usage: webhookUsage, parse: parseWebhook },
  ],
  operations: bookingOperations,
  run: bookingCommand.run,
  writes: bookingCommand.writes,
  steps: { 'bookings-webhook': openWebhookModal },
  parseErrors: { invalid_bookings: (error, locale) => bookingIssueText(error.issue, locale) },
  listeners: registerWebhookListeners,
  messages: { it: bookingMessagesFor('it'), en: bookingMessagesFor('en') },
  config: { key: 'bookings', schema: BookingConfig.prefault({}), issues: bookingConfigIssues },
});
