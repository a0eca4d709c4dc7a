import type { App, types } from '@slack/bolt';
import type { z } from 'zod';
import type { ConfigSection, Locale } from '../../core/config/bot-config.schema.js';
import type {
  FeatureCommandSteps,
  FeatureParseErrors,
  ParseContext,
  ParsedText,
} from '../../work/commands/parsed-command.js';
import type { ModalMetadata } from '../../work/jobs/command-runner.js';
import type {
  AccountFreeStepHandler,
  AckHandler,
  ActionHandler,
  ListenerDeps,
  StepHandler,
} from '../../work/listeners/listener-deps.js';
import type { OperationBase } from '../../work/operations/operation-base.js';
import type {
  FeatureHooks,
  OperationContext,
  OperationResult,
} from '../../work/operations/operation-context.js';

/** One operation's Zod variant: a strict object with a literal `type` (the API's field rules for the rest). */
export type OperationVariant = z.ZodType<OperationBase>;

/** The operations of a list of variants. */
export type OperationsOf<V extends readonly OperationVariant[]> = z.output<V[number]>;

type Of<Op extends OperationBase, T> = Extract<Op, { type: T }>;

/**
 * A function of one operation, typed as a method so that a feature's function of its own variant stands in
 * the registry's list of functions of any operation (method parameters are bivariant).
 */
type OfOperation<Op, Args extends unknown[], R> = {
  method(...args: [...Args, operation: Op]): R;
}['method'];

/** A slash command a feature owns. */
export interface CommandSpec<Op extends OperationBase, Cmd extends string = string> {
  /** `/queue` → `queue` (declared in `manifest.yaml` too). */
  name: Cmd;
  /** Its lines of help, in each language (the subcommands other features add follow them). */
  usage: Readonly<Record<Locale, string>>;
  /** `/pbx help` is the index: it lists every command, and `/pbx help <command>` shows that one. */
  helpIndex?: boolean;
  /**
   * The command's words (Slack's markup normalized, quotes grouped) → an operation, help or a step; throws
   * `ParseFailure` (`fail`, `check`…) at the first problem.
   */
  parse(tokens: readonly string[], ctx: ParseContext): ParsedText<Op>;
}

/** Words a feature adds under a command another feature owns (`/queue alert …`, `/pbx link …`). */
export interface SubcommandSpec<Op extends OperationBase> {
  command: string;
  /** The first words that choose it (any case), with their Italian aliases. */
  words: readonly string[];
  /** Its lines of help, added to the command's. */
  usage: Readonly<Record<Locale, string>>;
  /** Prepares the whole text of the command before it is read (alert rules keep the ids of mentions). */
  prepareText?(text: string): string;
  /** The words, the subcommand's first. */
  parse(tokens: readonly string[], ctx: ParseContext): ParsedText<Op>;
}

/**
 * A user-facing capability of the bot, declared in one object: its commands, operations and how each runs,
 * its buttons and listeners, its texts. The registry is built from the list of features
 * (`app/registry/feature-list.ts`); nothing else names a feature.
 */
export interface Feature<
  V extends readonly OperationVariant[] = readonly OperationVariant[],
  Name extends string = string,
  Messages = unknown,
  Cmd extends string = string,
> {
  name: Name;
  /** Slash commands it owns. */
  commands?: readonly CommandSpec<OperationsOf<V>, Cmd>[];
  /** Subcommands it adds to commands other features own. */
  subcommands?: readonly SubcommandSpec<OperationsOf<V>>[];
  /** Its operations (Zod variants): the registry joins every feature's into the job payload's union. */
  operations: V;
  /** How each of its operations runs, by type (reads through `read`, writes through `write`). */
  run: {
    [T in OperationsOf<V>['type']]: OfOperation<
      Of<OperationsOf<V>, T>,
      [ctx: OperationContext],
      Promise<OperationResult>
    >;
  };
  /** Its operations that change something: permitted users only, one attempt, guarded, audited. */
  writes?: readonly OperationsOf<V>['type'][];
  /** Its operations the listener answers at once (the job then ends quietly). */
  acks?: { [T in OperationsOf<V>['type']]?: AckHandler };
  /** Its operations never run at the day's reset. */
  neverDeferred?: readonly OperationsOf<V>['type'][];
  /** What the audit line shows of its writes (default: every field but free text of `changes`). */
  audit?: {
    [T in OperationsOf<V>['type']]?: OfOperation<Of<OperationsOf<V>, T>, [], Record<string, unknown>>;
  };
  /** The answer that shows the way on when the API refuses one of its operations; `undefined`: the error. */
  wayOn?(
    ctx: OperationContext,
    operation: OperationsOf<V>,
    error: unknown,
  ): Promise<OperationResult | undefined>;
  /** Its modal showing a message (the answer of a job started from it). */
  messageModal?(text: string, locale: Locale, metadata: ModalMetadata): types.ModalView;
  /** Its steps of a command before any job, by kind. */
  steps?: { [K in keyof FeatureCommandSteps]?: StepHandler<FeatureCommandSteps[K]> };
  /** Its steps that run whether or not the request has an account (`/pbx connect`), by kind. */
  accountFreeSteps?: {
    [K in keyof FeatureCommandSteps]?: AccountFreeStepHandler<FeatureCommandSteps[K]>;
  };
  /** Its refusals of a command's text, worded, by code. */
  parseErrors?: {
    [K in keyof FeatureParseErrors]?: (error: FeatureParseErrors[K], locale: Locale) => string;
  };
  /** Its buttons (`pbx_*`), by base `action_id`. */
  actions?: Readonly<Record<string, ActionHandler>>;
  /** Registers its own Bolt listeners (other prefixes, modals' submissions). */
  listeners?(app: App, deps: ListenerDeps): void;
  /** What it offers the other features (see `FeatureHooks`). */
  hooks?: Partial<Pick<FeatureHooks, 'liveQueues' | 'accountRows' | 'queueSnapshot'>>;
  /** Its texts, composed into the catalog under its name (`messagesFor(locale)[name]`). */
  messages?: Readonly<Record<Locale, Messages>>;
  /** Its section of the configuration file. */
  config?: ConfigSection;
}

/** Declares a feature, checking every operation has its runner and typing each runner's operation. */
export function defineFeature<
  const V extends readonly OperationVariant[],
  const Name extends string,
  Messages = unknown,
  const Cmd extends string = never,
>(feature: Feature<V, Name, Messages, Cmd>): Feature<V, Name, Messages, Cmd> {
  return feature;
}

/** The operations of a feature. */
export type FeatureOperations<F> = F extends Feature<infer V> ? OperationsOf<V> : never;

/** The texts of a feature, by its name (none: `{}`). */
export type FeatureMessages<F> =
  F extends Feature<infer _V, infer Name, infer M>
    ? unknown extends M
      ? Record<never, never>
      : { [K in Name]: M }
    : never;

/** The slash commands a feature owns. */
export type FeatureCommands<F> = F extends Feature<infer _V, infer _N, infer _M, infer Cmd> ? Cmd : never;

/** A parser that only ever gives an operation, as a command's `parse`. */
export function asOperation<Op extends OperationBase>(
  parse: (tokens: readonly string[], ctx: ParseContext) => Op,
): (tokens: readonly string[], ctx: ParseContext) => ParsedText<Op> {
  return (tokens, ctx) => ({ kind: 'operation', operation: parse(tokens, ctx) });
}
