import { firstIssueMessage } from '@centralino/schemas';
import { z } from 'zod';
import type { Locale } from '../../core/config/bot-config.schema.js';
import type { CommandSpec, Feature, SubcommandSpec } from '../../features/kit/feature.js';
import { coreActionIds } from '../../slack/views/action-ids.js';
import { hasControlCharacter } from '../../work/commands/control-characters.js';
import {
  commandHelpView,
  commonParseErrorText,
  helpView,
  isCommonParseError,
  parseErrorView,
} from '../../work/commands/help.view.js';
import { isHelp, ParseFailure } from '../../work/commands/parse-helpers.js';
import type { ParseContext, ParsedCommand, ParseError } from '../../work/commands/parsed-command.js';
import { normalizeSlackText } from '../../work/commands/slack-text.js';
import { tokenize } from '../../work/commands/tokenize.js';
import type { CommandRunner } from '../../work/jobs/command-runner.js';
import type {
  AccountFreeStepHandler,
  AckHandler,
  ActionHandler,
  SlackCommands,
  StepHandler,
} from '../../work/listeners/listener-deps.js';
import type { OperationBase } from '../../work/operations/operation-base.js';
import type {
  FeatureHooks,
  OperationContext,
  OperationResult,
} from '../../work/operations/operation-context.js';
import { pbxCommandPayload } from '../../work/queue/pbx-command.schema.js';

type Runner = (ctx: OperationContext, operation: OperationBase) => Promise<OperationResult>;

/** What the listeners and the worker need of the features, built from the feature list. */
export interface Registry extends SlackCommands, CommandRunner {
  features: readonly Feature[];
  /** The usage of a command, its subcommands' lines after its own. */
  usage(command: string, locale: Locale): string;
  /** The sentence saying why a command's text was refused. */
  parseErrorText(error: ParseError, locale: Locale): string;
}

function addOnce<V>(map: Map<string, V>, key: string, value: V, what: string): void {
  if (map.has(key)) throw new Error(`two features declare the ${what} "${key}"`);
  map.set(key, value);
}

/** The audit line's default: every field but `type`, and of `changes` only the names of the fields changed. */
function defaultAuditParams(operation: OperationBase): Record<string, unknown> {
  const { type: _type, ...rest } = operation as OperationBase & Record<string, unknown>;
  const changes = rest.changes;
  if (changes && typeof changes === 'object') return { ...rest, changes: Object.keys(changes) };
  return rest;
}

/**
 * Builds the registry from the list of features: command dispatch (a command's owner and the subcommands
 * other features add), the operation union (the job payload's schema), run dispatch, help, buttons and
 * listeners. Two features declaring the same command, operation, step, error or button are refused here.
 */
export function buildRegistry(features: readonly Feature[]): Registry {
  const owners = new Map<string, { spec: CommandSpec<OperationBase>; feature: Feature }>();
  const subcommands = new Map<string, SubcommandSpec<OperationBase>[]>();
  const runners = new Map<string, Runner>();
  const featureOf = new Map<string, Feature>();
  const steps = new Map<string, StepHandler>();
  const freeSteps = new Map<string, AccountFreeStepHandler>();
  const actions = new Map<string, ActionHandler>();
  const errorTexts = new Map<string, (error: ParseError, locale: Locale) => string>();
  const writes = new Set<string>();
  const acks = new Map<string, AckHandler>();
  const neverDeferred = new Set<string>();
  for (const feature of features) {
    for (const spec of feature.commands ?? []) addOnce(owners, spec.name, { spec, feature }, 'command');
    for (const [type, run] of Object.entries(feature.run)) {
      addOnce(runners, type, run as Runner, 'operation');
      featureOf.set(type, feature);
    }
    for (const [kind, step] of Object.entries(feature.steps ?? {})) {
      addOnce(steps, kind, step as StepHandler, 'command step');
    }
    for (const [kind, step] of Object.entries(feature.accountFreeSteps ?? {})) {
      if (steps.has(kind)) throw new Error(`the command step "${kind}" is declared twice`);
      addOnce(freeSteps, kind, step as AccountFreeStepHandler, 'command step');
    }
    for (const [code, text] of Object.entries(feature.parseErrors ?? {})) {
      addOnce(errorTexts, code, text as (error: ParseError, locale: Locale) => string, 'parse error');
    }
    for (const [id, handler] of Object.entries(feature.actions ?? {})) {
      if (coreActionIds.has(id)) throw new Error(`the button "${id}" is the core's`);
      addOnce(actions, id, handler, 'button');
    }
    for (const type of feature.writes ?? []) writes.add(type);
    for (const [type, ack] of Object.entries(feature.acks ?? {})) if (ack) acks.set(type, ack);
    for (const type of feature.neverDeferred ?? []) neverDeferred.add(type);
  }
  for (const feature of features) {
    for (const spec of feature.subcommands ?? []) {
      if (!owners.has(spec.command)) throw new Error(`no feature owns the command "${spec.command}"`);
      subcommands.set(spec.command, [...(subcommands.get(spec.command) ?? []), spec]);
    }
  }
  const variants = features.flatMap((f) => [...f.operations]) as unknown as [z.ZodObject, ...z.ZodObject[]];
  const operation = z.discriminatedUnion('type', variants) as unknown as z.ZodType<OperationBase>;
  const commandNames = [...owners.keys()];
  const helpIndex = [...owners.values()].find((o) => o.spec.helpIndex)?.spec.name;

  const commandNameOf = (slashCommand: string) => {
    const name = slashCommand.replace(/^\//, '').toLowerCase();
    return owners.has(name) ? name : undefined;
  };
  const usage = (command: string, locale: Locale) =>
    [
      owners.get(command)?.spec.usage[locale] ?? '',
      ...(subcommands.get(command) ?? []).map((s) => s.usage[locale]),
    ]
      .filter((line) => line !== '')
      .join('\n');
  const allHelp = (locale: Locale) =>
    helpView(
      commandNames.map((name) => usage(name, locale)),
      locale,
    );
  const parseErrorText = (error: ParseError, locale: Locale): string => {
    if (isCommonParseError(error)) return commonParseErrorText(error, locale);
    const text = errorTexts.get(error.code);
    return text ? text(error, locale) : error.code;
  };

  function parseTokens(command: string, tokens: string[], ctx: ParseContext): ParsedCommand {
    if (isHelp(tokens[0]) && tokens.length === 1) return { kind: 'help', command };
    const first = tokens[0]?.toLowerCase();
    const sub =
      first === undefined ? undefined : subcommands.get(command)?.find((s) => s.words.includes(first));
    const parsed = (sub ?? owners.get(command)!.spec).parse(tokens, ctx);
    if (parsed.kind === 'help') {
      const about = parsed.about === undefined ? command : commandNameOf(parsed.about);
      return { kind: 'help', command: about ?? command };
    }
    return { ...parsed, command };
  }

  /**
   * Parses the text of a slash command into what it asks for, validating every value with the API's own rules
   * (`@centralino/schemas`). Pure and total: any text gives a result, never an exception.
   */
  function parse(command: string, text: string, ctx: ParseContext): ParsedCommand {
    if (hasControlCharacter(text)) return { kind: 'invalid', command, error: { code: 'control_character' } };
    try {
      let prepared = text;
      for (const sub of subcommands.get(command) ?? []) prepared = sub.prepareText?.(prepared) ?? prepared;
      const tokenized = tokenize(normalizeSlackText(prepared));
      if (!tokenized.ok) return { kind: 'invalid', command, error: { code: 'unclosed_quote' } };
      const parsed = parseTokens(command, tokenized.tokens, ctx);
      if (parsed.kind !== 'operation') return parsed;
      // the job payload schema is the last word: what is enqueued always validates in the worker
      const checked = operation.safeParse(parsed.operation);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        return {
          kind: 'invalid',
          command,
          error: {
            code: 'invalid_argument',
            argument: String(issue?.path.at(-1) ?? 'text'),
            message: firstIssueMessage(checked.error),
          },
        };
      }
      return { ...parsed, operation: checked.data };
    } catch (error) {
      if (error instanceof ParseFailure) return { kind: 'invalid', command, error: error.error };
      return {
        kind: 'invalid',
        command,
        error: { code: 'invalid_argument', argument: 'text', message: 'Testo del comando non valido' },
      };
    }
  }

  const hooks: FeatureHooks = {
    async liveQueues(ctx, queues, at) {
      for (const feature of features) await feature.hooks?.liveQueues?.(ctx, queues, at);
    },
    async accountRows(ctx) {
      const rows = await Promise.all(features.map((f) => f.hooks?.accountRows?.(ctx) ?? []));
      return rows.flat();
    },
    usage,
    queueSnapshot(queue, locale) {
      for (const feature of features) {
        const shown = feature.hooks?.queueSnapshot?.(queue, locale);
        if (shown) return shown;
      }
      return undefined;
    },
  };

  return {
    features,
    commandNames,
    commandNameOf,
    parse,
    usage,
    parseErrorText,
    helpView: allHelp,
    commandHelpView: (command, locale) =>
      command === helpIndex ? allHelp(locale) : commandHelpView(command, usage(command, locale), locale),
    parseErrorView: (command, error, locale) =>
      parseErrorView(parseErrorText(error, locale), usage(command, locale), locale),
    operation,
    payload: pbxCommandPayload(operation),
    isWrite: (op) => writes.has(op.type),
    ackOf: (op) => acks.get(op.type),
    answeredAtOnce: (op) => acks.has(op.type),
    neverDeferred: (op) => neverDeferred.has(op.type),
    auditParams: (op) => {
      const audit = featureOf.get(op.type)?.audit?.[op.type];
      return audit ? audit(op) : defaultAuditParams(op);
    },
    async run(ctx, op) {
      const run = runners.get(op.type);
      if (!run) throw new Error(`no feature runs the operation "${op.type}"`);
      try {
        return await run(ctx, op);
      } catch (error) {
        const way = await featureOf.get(op.type)?.wayOn?.(ctx, op, error);
        if (way) return way;
        throw error;
      }
    },
    messageModal: (op, text, locale, metadata) =>
      featureOf.get(op.type)?.messageModal?.(text, locale, metadata),
    hooks,
    stepOf: (kind) => steps.get(kind),
    accountFreeStepOf: (kind) => freeSteps.get(kind),
    actionOf: (id) => actions.get(id),
    registerFeatureListeners(app, deps) {
      for (const feature of features) feature.listeners?.(app, deps);
    },
  };
}
