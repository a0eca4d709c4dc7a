export type { CommandResult, InteractionResult, ViewSubmissionResult } from './agent/agent-results.js';
export type { ActionContainer, InteractionActor } from './agent/interaction-payloads.js';
export {
  buildBlockActionsPayload,
  buildBlockSuggestionPayload,
  buildViewClosedPayload,
  buildViewSubmissionPayload,
} from './agent/interaction-payloads.js';
export type { AckResponse, PostSignedOptions } from './agent/post-signed.js';
export { postSigned } from './agent/post-signed.js';
export type { ButtonQuery, ButtonTarget, SlackUserAgentOptions } from './agent/slack-user-agent.js';
export { ButtonNotFoundError, SlackUserAgent } from './agent/slack-user-agent.js';
export type { SlashCommandFields } from './agent/slash-command-body.js';
export { buildInteractionBody, buildSlashCommandBody } from './agent/slash-command-body.js';
export type { ButtonRef } from './block-kit/buttons.js';
export { findButtons } from './block-kit/buttons.js';
export type { Block, JsonObject, TextObject, ViewPayload } from './block-kit/types.js';
export { blockLimits, validateBlocks, validateView } from './block-kit/validate-blocks.js';
export type { FieldValue, ViewStateValues } from './block-kit/view-state.js';
export { buildViewState, missingRequiredInputs } from './block-kit/view-state.js';
export type { Clock } from './clock/clock.js';
export { systemClock } from './clock/clock.js';
export type { ManualClock } from './clock/manual-clock.js';
export { createManualClock } from './clock/manual-clock.js';
export type {
  ConsoleDirective,
  DirectiveContext,
  DirectiveOutcome,
} from './console/console-directive.js';
export type { ConsoleStyle } from './console/console-style.js';
export { wantsColor } from './console/console-style.js';
export type { ConsoleLine } from './console/script-line.js';
export { parseConsoleLine, parseDuration } from './console/script-line.js';
export type { ScriptReport, StepReport } from './console/script-report.js';
export { looksLikeError } from './console/script-report.js';
export { SlackConsole } from './console/slack-console.js';
export type { SlackConsoleOptions } from './console/slack-console-options.js';
export type { ActivityOf, SlackActivity, SlackActivityType } from './fake/activity.js';
export { activityIs, isVisibleActivity } from './fake/activity.js';
export type { WaitForOptions } from './fake/activity-log.js';
export type { Directory } from './fake/directory.js';
export { FakeSlack } from './fake/fake-slack.js';
export type { FakeSlackOptions } from './fake/fake-slack-options.js';
export { defaultBotToken } from './fake/fake-slack-options.js';
export type { FileStore, StoredFile } from './fake/file-store.js';
export type { MessageStore } from './fake/message-store.js';
export type { FakeEnterprise, FakeOAuthApp, OAuthGrants, TokenGrant } from './fake/oauth-grants.js';
export type { RateLimitRule, RateLimitRules } from './fake/rate-limiter.js';
export { defaultRateLimits } from './fake/rate-limiter.js';
export type { ResponseUrlEntry } from './fake/response-url-registry.js';
export { responseUrlLimits } from './fake/response-url-registry.js';
export type {
  ApiCall,
  MessageContent,
  MessageRef,
  MessageSource,
  MessageVersion,
  ResponseReply,
  SharedFile,
  SlackViewObject,
  StoredEphemeral,
  StoredMessage,
  StoredView,
} from './fake/stored-types.js';
export { triggerTtlMs } from './fake/trigger-registry.js';
export type { ViewStore } from './fake/view-store.js';
export type {
  SlackBotIdentity,
  SlackChannel,
  SlackTeam,
  SlackUser,
  SlackUserGroup,
} from './fake/workspace.js';
export { defaultBot, defaultChannels, defaultTeam, defaultUsers } from './fake/workspace.js';
export type { MrkdwnNames } from './render/mrkdwn.js';
export { mrkdwnToText } from './render/mrkdwn.js';
export type { Rendered, RenderedButton, RenderOptions } from './render/render-blocks.js';
export { renderBlocks } from './render/render-blocks.js';
export type { MessageLike } from './render/render-message.js';
export { renderMessage } from './render/render-message.js';
export { renderModal } from './render/render-modal.js';
export type { SignSlackRequestInput, SlackSignatureHeaders } from './signing/sign-request.js';
export { computeSlackSignature, signSlackRequest } from './signing/sign-request.js';
