export { KeyCipher } from './accounts/key-cipher.js';
export { Coalescer, type CoalescerOptions } from './coalesce/coalescer.js';
export { localeFor, resolveAccount, type SlackOrigin } from './config/account-routing.js';
export { AccountConfig, Locale } from './config/bot-config.schema.js';
export { ConfigError, type ConfigIssue } from './config/config-error.js';
export type { LoadedConfig } from './config/load-config.js';
export { type AlertCardInput, alertCardView } from './features/alerts/alert-card.view.js';
export { AlertsConfig } from './features/alerts/alert-config.schema.js';
export { AlertLevel, AlertRule, AlertRuleSpec, Thresholds } from './features/alerts/alert-rule.schema.js';
export { type AlertSystem, startAlerts } from './features/alerts/alert-system.js';
export { planNextRead, type ReadPlan, type ReadPlanInput } from './features/alerts/read-plan.js';
export { fieldMessage } from './i18n/catalog.js';
export {
  AccountBudget,
  type AccountBudgetOptions,
  type AcquireResult,
  type BudgetPriority,
  type BudgetSnapshot,
} from './limiter/account-budget.js';
export { acquireOrDelay, acquireOrThrow, delayIfDenied } from './limiter/acquire-or-delay.js';
export { type AccountBudgetConfig, DEFAULT_BUDGET_CONFIG } from './limiter/budget-config.js';
export { BudgetDeniedError, isBudgetDenied } from './limiter/budget-denied-error.js';
export {
  parseRateLimitHeaders,
  parseRetryAfter,
  type RateLimitHeaders,
} from './limiter/rate-limit-headers.js';
export { createLogger } from './ops/logger.js';
export { BotMetrics } from './ops/metrics.js';
export {
  AllowanceError,
  type EgressAllowance,
  LOOPBACK_ALLOWANCE_TEXT,
  NO_ALLOWANCE,
  parseAllowance,
} from './pbx/egress/egress-allowance.js';
export { PbxGateway } from './pbx/pbx-gateway.js';
export { PBX_COMMAND_JOB } from './queue/pbx-command.job-name.js';
export { ReplyTarget } from './queue/pbx-command.schema.js';
export { BotConfig, loadConfig, parseConfigText, resolveConfig } from './registry/bot-config.js';
export { type Catalog as Messages, catalogFor as messagesFor } from './registry/catalog.js';
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
} from './registry/registry.js';
export {
  type BotOptions,
  type BotRole,
  type RunningBot,
  type SlackSettings,
  startBot,
} from './runtime/start-bot.js';
export type { SlackMessage } from './views/blocks.js';
