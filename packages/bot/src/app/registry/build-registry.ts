import { z } from 'zod';
import type { Locale } from '../../core/config/bot-config.schema.js';
import type { Feature } from '../../features/kit/feature.js';
import {
  commandHelpView,
  commonParseErrorText,
  helpView,
  isCommonParseError,
  parseErrorView,
} from '../../work/commands/help.view.js';
import type { ParseError } from '../../work/commands/parsed-command.js';
import type { CommandRunner } from '../../work/jobs/command-runner.js';
import type { SlackCommands } from '../../work/listeners/listener-deps.js';
import type { OperationBase } from '../../work/operations/operation-base.js';
import type { FeatureHooks } from '../../work/operations/operation-context.js';
import { pbxCommandPayload } from '../../work/queue/pbx-command.schema.js';
import { createCommandParser } from './command-parser.js';
import { combinedHooks } from './feature-hooks.js';
import { collectFeatureTables, type FeatureTables } from './feature-tables.js';

/** What the listeners and the worker need of the features, built from the feature list. */
export interface Registry extends SlackCommands, CommandRunner {
  features: readonly Feature[];
  /** The usage of a command, its subcommands' lines after its own. */
  usage(command: string, locale: Locale): string;
  /** The sentence saying why a command's text was refused. */
  parseErrorText(error: ParseError, locale: Locale): string;
}

/** The audit line's default: every field but `type`, and of `changes` only the names of the fields changed. */
function defaultAuditParams(operation: OperationBase): Record<string, unknown> {
  const { type: _type, ...rest } = operation as OperationBase & Record<string, unknown>;
  const changes = rest.changes;
  if (changes && typeof changes === 'object') return { ...rest, changes: Object.keys(changes) };
  return rest;
}

/** The texts the registry shows: usage, help and why a command was refused. */
type CommandTexts = Pick<
  Registry,
  'commandNames' | 'usage' | 'parseErrorText' | 'helpView' | 'commandHelpView' | 'parseErrorView'
>;

/** Builds usage, help and refusal texts from the commands' owners, their subcommands and the features' errors. */
function commandTexts(tables: FeatureTables): CommandTexts {
  const { owners, subcommands, errorTexts } = tables;
  const commandNames = [...owners.keys()];
  const helpIndex = [...owners.values()].find((o) => o.spec.helpIndex)?.spec.name;
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
  return {
    commandNames,
    usage,
    parseErrorText,
    helpView: allHelp,
    commandHelpView: (command, locale) =>
      command === helpIndex ? allHelp(locale) : commandHelpView(command, usage(command, locale), locale),
    parseErrorView: (command, error, locale) =>
      parseErrorView(parseErrorText(error, locale), usage(command, locale), locale),
  };
}

/** How operations run: dispatch to their feature, a feature's way on after a refusal, audit and modal. */
type OperationDispatch = Pick<
  Registry,
  'isWrite' | 'ackOf' | 'answeredAtOnce' | 'neverDeferred' | 'auditParams' | 'run' | 'messageModal'
>;

/** Builds the run dispatch of operations from the features' tables. */
function operationDispatch(tables: FeatureTables): OperationDispatch {
  const { runners, featureOf, writes, acks, neverDeferred } = tables;
  return {
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
  };
}

/**
 * Builds the registry from the list of features: command dispatch (a command's owner and the subcommands
 * other features add), the operation union (the job payload's schema), run dispatch, help, buttons and
 * listeners. Two features declaring the same command, operation, step, error or button are refused here.
 */
export function buildRegistry(features: readonly Feature[]): Registry {
  const tables = collectFeatureTables(features);
  const variants = features.flatMap((f) => [...f.operations]) as unknown as [z.ZodObject, ...z.ZodObject[]];
  const operation = z.discriminatedUnion('type', variants) as unknown as z.ZodType<OperationBase>;
  const texts = commandTexts(tables);
  const hooks: FeatureHooks = combinedHooks(features, texts.usage);
  return {
    features,
    ...texts,
    ...createCommandParser(tables, operation),
    operation,
    payload: pbxCommandPayload(operation),
    ...operationDispatch(tables),
    hooks,
    stepOf: (kind) => tables.steps.get(kind),
    accountFreeStepOf: (kind) => tables.freeSteps.get(kind),
    actionOf: (id) => tables.actions.get(id),
    registerFeatureListeners(app, deps) {
      for (const feature of features) feature.listeners?.(app, deps);
    },
  };
}
