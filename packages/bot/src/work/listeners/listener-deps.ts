import type {
  AllMiddlewareArgs,
  App,
  BlockAction,
  ButtonAction,
  RespondFn,
  SlackActionMiddlewareArgs,
} from '@slack/bolt';
import type { Logger } from 'pino';
import { localeFor } from '../../core/config/account-routing.js';
import type { AccountConfig, BotConfig, Locale } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BotKeys } from '../../core/redis/keys.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { Claims } from '../../slack/claims.js';
import type { Permissions } from '../../slack/permissions.js';
import type { ShareStore } from '../../slack/share/share-store.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { ExtensionLinks } from '../../tenancy/links/extension-links.js';
import type { CommandStep, ParseContext, ParsedCommand, ParseError } from '../commands/parsed-command.js';
import type { OperationBase } from '../operations/operation-base.js';
import type { FeatureHooks } from '../operations/operation-context.js';
import type { CommandQueue } from '../queue/command-queue.js';
import type { DeferredCommands } from '../queue/deferred-commands.js';
import type { OperationCatalog, PbxCommandInput } from '../queue/pbx-command.schema.js';

/**
 * What a feature adds to the listeners' dependencies, by name: a feature declares its own with `declare module`
 * (the live queue alerts add `alerts`, their card buttons' stores) and the composition root provides them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features (declaration merging)
export interface FeatureListenerDeps {}

/** What the web role's listeners need: they parse, check, ack and enqueue — they never call the PBX. */
export interface ListenerDeps extends FeatureListenerDeps {
  config: BotConfig;
  /** The PBX accounts: the configuration's and those connected from Slack. */
  accounts: AccountDirectory;
  /** The commands, operations and buttons of every feature (the registry). */
  commands: SlackCommands;
  queue: CommandQueue;
  links: ExtensionLinks;
  permissions: Permissions;
  shares: ShareStore;
  /** First-click-wins records (one call per confirmation). */
  claims: Claims;
  keys: BotKeys;
  /** The accounts' budgets, read (never spent) for `/pbx account`'s immediate answer. */
  budget: AccountBudget;
  /** Commands refused for the day budget, waiting for "Esegui alle 00:00" or "Annulla". */
  deferred: DeferredCommands;
  metrics: BotMetrics;
  logger: Logger;
  now?: () => number;
}

/** Who is asking, from where, about which account, in which language. */
export interface Requester {
  userId: string;
  teamId: string | undefined;
  channelId: string | undefined;
  account: AccountConfig | undefined;
  locale: Locale;
}

/** A requester whose account is known. */
export type AccountRequester = Requester & { account: AccountConfig };

/** Who asks, from where, and the account the request acts on (see `AccountDirectory.resolve`). */
export async function requester(
  deps: Pick<ListenerDeps, 'config' | 'accounts'>,
  ids: { userId: string; teamId?: string | undefined; channelId?: string | undefined },
): Promise<Requester> {
  const origin = { userId: ids.userId, teamId: ids.teamId, channelId: ids.channelId };
  return {
    ...origin,
    account: await deps.accounts.resolve(origin),
    locale: localeFor(deps.config, ids.userId),
  };
}

/** The fields of a slash command the bot reads. */
export interface CommandInput {
  command: string;
  text: string;
  user_id: string;
  team_id?: string;
  enterprise_id?: string;
  channel_id?: string;
  response_url?: string;
  trigger_id?: string;
}

/** What the listener may still do once the command is acked (open a modal with the trigger, say a failure). */
export interface AfterAck {
  client: AllMiddlewareArgs['client'];
  respond: RespondFn;
}

/** What to do with a command: the ack to send at once, then (after the ack) a job or a feature's own step. */
export interface CommandPlan {
  /** Ephemeral answer shown at once; `undefined` acks with an empty body. */
  ack: SlackMessage | undefined;
  enqueue?: PbxCommandInput;
  /** Run after the ack (`/book` opens its modal with the trigger, then enqueues loading its options). */
  after?: (tools: AfterAck) => Promise<void>;
}

/** What a feature's step of a command (see `FeatureCommandSteps`) is planned with. */
export interface StepInput {
  deps: ListenerDeps;
  r: AccountRequester;
  command: CommandInput;
  receivedAt: number;
}

/** Plans a command's step before any job (`/call` asks for confirmation, `/book` alone opens its modal). */
export type StepHandler<S = CommandStep> = (step: S, input: StepInput) => Promise<CommandPlan>;

/** What a step that needs no account is planned with (`/pbx connect` in a workspace without one). */
export interface AccountFreeStepInput {
  deps: ListenerDeps;
  r: Requester;
  command: CommandInput;
  receivedAt: number;
}

/** Plans a command's step that runs whether or not the request has an account. */
export type AccountFreeStepHandler<S = CommandStep> = (
  step: S,
  input: AccountFreeStepInput,
) => Promise<CommandPlan>;

/** The immediate answer of an operation answered at once (`/pbx account` from the bot's own budget). */
export type AckHandler = (deps: ListenerDeps, r: AccountRequester) => Promise<SlackMessage>;

export type ActionArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

/** What a button's handler gets: the click, who clicked, and the listener's ways to answer and enqueue. */
export interface ActionContext {
  deps: ListenerDeps;
  r: AccountRequester;
  action: ButtonAction;
  body: ActionArgs['body'];
  respond: ActionArgs['respond'];
  /** An ephemeral text for the user who clicked (replacing the message clicked if asked). */
  say(text: string, replace?: boolean): Promise<unknown>;
  /** Enqueues `operation` for the user who clicked, answered in place of the message clicked if asked. */
  enqueue(operation: OperationBase, replaceOriginal: boolean): Promise<boolean>;
}

/** A button's handler (`pbx_*`), acked already. */
export type ActionHandler = (ctx: ActionContext) => Promise<void>;

/** What the listeners need of the features (the registry built from the feature list). */
export interface SlackCommands extends OperationCatalog {
  readonly commandNames: readonly string[];
  /** `/queue` → `queue`; `undefined` for a command the app does not have. */
  commandNameOf(slashCommand: string): string | undefined;
  parse(command: string, text: string, ctx: ParseContext): ParsedCommand;
  /** `/pbx help`: every command. */
  helpView(locale: Locale): SlackMessage;
  /** `<command> help`. */
  commandHelpView(command: string, locale: Locale): SlackMessage;
  /** A refused command: why, and its usage. */
  parseErrorView(command: string, error: ParseError, locale: Locale): SlackMessage;
  /** The answer given at once to an operation that has one; `undefined` for the others. */
  ackOf(operation: OperationBase): AckHandler | undefined;
  /** The handler of a command's step, by its kind. */
  stepOf(kind: string): StepHandler | undefined;
  /** The handler of a command's step that needs no account, by its kind. */
  accountFreeStepOf(kind: string): AccountFreeStepHandler | undefined;
  /** The handler of a feature's button, by its base `action_id`. */
  actionOf(baseActionId: string): ActionHandler | undefined;
  /** What the features offer each other (the App Home shows a queue as `/queue live <name>` does). */
  hooks: FeatureHooks;
  /** Registers the features' own Bolt listeners (the booking modal, the alert cards' buttons). */
  registerFeatureListeners(app: App, deps: ListenerDeps): void;
}
