export { BotConfig, loadConfig, parseConfigText, resolveConfig } from './app/registry/bot-config.js';
export { type Catalog as Messages, catalogFor as messagesFor } from './app/registry/catalog.js';
export {
  type CommandName,
  commandNameOf,
  commandNames,
  isWriteOperation,
  Operation,
  type OperationType,
  type ParseContext,
  type ParsedCommand,
  type ParseError,
  PbxCommandPayload,
  parseCommand,
} from './app/registry/registry.js';
export {
  type BotOptions,
  type BotRole,
  type RunningBot,
  type SlackSettings,
  startBot,
} from './app/runtime/start-bot.js';
export { localeFor, resolveAccount, type SlackOrigin } from './core/config/account-routing.js';
export { AccountConfig, Locale } from './core/config/bot-config.schema.js';
export { ConfigError, type ConfigIssue } from './core/config/config-error.js';
export type { LoadedConfig } from './core/config/load-config.js';
export { fieldMessage } from './core/i18n/catalog.js';
export { createLogger } from './core/ops/logger.js';
export { BotMetrics } from './core/ops/metrics.js';
export { type AlertCardInput, alertCardView } from './feeds/alerts/alert-card.view.js';
export { AlertsConfig } from './feeds/alerts/alert-config.schema.js';
export { AlertLevel, AlertRule, AlertRuleSpec, Thresholds } from './feeds/alerts/alert-rule.schema.js';
export { type AlertSystem, startAlerts } from './feeds/alerts/alert-system.js';
export { planNextRead, type ReadPlan, type ReadPlanInput } from './feeds/alerts/read-plan.js';
export { WEBHOOK_PATH } from './feeds/bookings/booking-webhook.route.js';
export { Coalescer, type CoalescerOptions } from './pbx/coalesce/coalescer.js';
export {
  AllowanceError,
  type EgressAllowance,
  LOOPBACK_ALLOWANCE_TEXT,
  NO_ALLOWANCE,
  parseAllowance,
} from './pbx/egress/egress-allowance.js';
export {
  AccountBudget,
  type AccountBudgetOptions,
  type AcquireResult,
  type BudgetPriority,
  type BudgetSnapshot,
} from './pbx/limiter/account-budget.js';
export { acquireOrDelay, acquireOrThrow, delayIfDenied } from './pbx/limiter/acquire-or-delay.js';
export { type AccountBudgetConfig, DEFAULT_BUDGET_CONFIG } from './pbx/limiter/budget-config.js';
export { BudgetDeniedError, isBudgetDenied } from './pbx/limiter/budget-denied-error.js';
export {
  parseRateLimitHeaders,
  parseRetryAfter,
  type RateLimitHeaders,
} from './pbx/limiter/rate-limit-headers.js';
export { PbxGateway } from './pbx/pbx-gateway.js';
export type { SlackMessage } from './slack/views/blocks.js';
export { KeyCipher } from './tenancy/accounts/key-cipher.js';
export { PBX_COMMAND_JOB } from './work/queue/pbx-command.job-name.js';
export { ReplyTarget } from './work/queue/pbx-command.schema.js';
