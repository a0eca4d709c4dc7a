/**
 * The feed kit: what every feed the bot posts by itself shares (alert cards, missed-call notices, morning
 * reports), written once. A feed's rule (channel, hours, days, pause, who made it; `feed-rule.schema.ts`), its
 * command `add|list|remove|pause` with its words, refusals and answers (`feed-definition.ts`), its rules in the
 * configuration file (`feed-config.schema.ts`), its Redis keys and per-account stores (`feed-keys.ts`,
 * `feed-rule-store.ts`, `account-hash.ts`), its planned runs (`feed-run.job.ts`, `feed-system.ts` on
 * `work/worker/account-runs.ts`), and the outbox that posts and edits each item at Slack's pace through the one
 * Slack-client seam (`feed-outbox.ts`, `feed-sync.job.ts`, `slack-message.ts`). A feed's folder keeps only what
 * is its own: what it reads, how it decides, how it renders.
 *
 * The kit stands on the layers below the features (`core/`, `slack/`, `work/`…) and `features/kit/`; it never
 * imports a feed or a feature, and the feeds import it.
 *
 * Adding a feed (`feeds/<feed>/`):
 * 1. Keys: `class <Feed>Keys extends FeedKeys` (`super(prefix, '<feed>')`), its own keys through `scoped`.
 * 2. Rule: `<Feed>RuleSpec` (Zod: what it watches, with `hours: BusinessHours.optional()`), the stored rule
 *    `<Feed>RuleSpec.extend(feedRuleFields)`, its operations `feedOperations('<feed>', <Feed>RuleSpec)` and
 *    its refusals (`FeedRuleIssue` plus its own, worded in its catalog).
 * 3. Store: `class <Feed>Store extends FeedRuleStore<<Feed>Rule>`, plus what its rules keep besides.
 * 4. Command: `defineFeedCommand({ prefix, parseSpec, refuse, idLetter, rule, services, texts, added, list })`
 *    (`parseSpec` reads `hours=`/`days=` with `HoursWords`); the feature takes its `parse`, `run`, `writes`.
 * 5. Configuration: its section with `ChannelId`, `ConfigHours`, and `configRulesIssues` / `configRuleAccount`.
 * 6. Runs: `FeedRunNames` and a processor that starts with `startFeedRun` (superseded plans, unknown or
 *    revoked accounts, no rules), then reads, decides and records its items.
 * 7. Posts: `feedOutbox({ job, idPrefix, itemField })`, its items' store (`markSent`, `forgetMessage`,
 *    `takeLock`), and `createFeedSyncProcessor` with its render in `advance` (`ChannelMessages.post/edit`).
 * 8. System: `openFeedQueues` + `startFeedRuntime` (the workers and the runs' watchdog in the worker roles),
 *    started by `app/runtime/start-bot.ts`; then its feature object and an entry in `app/registry/feature-list.ts`.
 */

export { AccountHash, type Problem, problemsOf, recordProblem } from './account-hash.js';
export { feedSubcommands, HoursWords, parseFeedCommand, type Refuse } from './feed-command.parser.js';
export { ruleListView, textView } from './feed-command.view.js';
export {
  ChannelId,
  ConfigDay,
  ConfigHours,
  type ConfigIssue,
  configFeedRules,
  configRuleAccount,
  configRuleId,
  configRulesIssues,
  type RoutingView,
} from './feed-config.schema.js';
export { defineFeedCommand, type FeedCommandKit, type FeedDefinition } from './feed-definition.js';
export { FeedKeys } from './feed-keys.js';
export { catalogOf } from './feed-messages.js';
export { type FeedOperation, feedOperations } from './feed-operation.schema.js';
export {
  commandAnswer,
  type FeedCommand,
  type FeedCommandServices,
  type FeedCommandTexts,
  feedRuleIdFor,
  runFeedOperation,
} from './feed-operations.js';
export { FeedOutbox, feedOutbox, type OutboxNames, type OutboxSpec, syncPayload } from './feed-outbox.js';
export { type FeedRule, FeedRuleId, feedRuleFields, hoursOf, pauseLimits } from './feed-rule.schema.js';
export { FeedRuleStore, type RemoveResult, untilOf } from './feed-rule-store.js';
export { FeedRunPayload, type FeedRunStart, REVOKED_LOOK_MS, startFeedRun } from './feed-run.job.js';
export {
  createFeedSyncProcessor,
  type FailedSend,
  type FeedSync,
  type FeedSyncDeps,
} from './feed-sync.job.js';
export {
  type FeedQueues,
  type FeedRunNames,
  type FeedSystemOptions,
  feedQueue,
  openFeedQueues,
  type ReadingFeedOptions,
  startFeedRuntime,
  startFeedWorkers,
} from './feed-system.js';
export { releaseLock, takeLock } from './item-lock.js';
export { itemRef, itemValue } from './item-ref.js';
export { type FeedRuleIssue, type GivenIssue, givenIssueText } from './rule-issue.js';
export { safeJson } from './safe-json.js';
export { forgetMessage, markSent } from './sent-message.js';
export { ChannelMessages, type SlackSendDeps } from './slack-message.js';
