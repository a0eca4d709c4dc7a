import type { Locale } from '../../core/config/bot-config.schema.js';
import type { CommandSpec, Feature, SubcommandSpec } from '../../features/kit/feature.js';
import { coreActionIds } from '../../slack/views/action-ids.js';
import type { ParseError } from '../../work/commands/parsed-command.js';
import type {
  AccountFreeStepHandler,
  AckHandler,
  ActionHandler,
  StepHandler,
} from '../../work/listeners/listener-deps.js';
import type { OperationBase } from '../../work/operations/operation-base.js';
import type { OperationContext, OperationResult } from '../../work/operations/operation-context.js';

/** How an operation runs, as a feature declares it. */
export type Runner = (ctx: OperationContext, operation: OperationBase) => Promise<OperationResult>;

/** What the features declare, indexed by command, operation type, step kind, error code and button. */
export interface FeatureTables {
  owners: Map<string, { spec: CommandSpec<OperationBase>; feature: Feature }>;
  subcommands: Map<string, SubcommandSpec<OperationBase>[]>;
  runners: Map<string, Runner>;
  featureOf: Map<string, Feature>;
  steps: Map<string, StepHandler>;
  freeSteps: Map<string, AccountFreeStepHandler>;
  actions: Map<string, ActionHandler>;
  errorTexts: Map<string, (error: ParseError, locale: Locale) => string>;
  writes: Set<string>;
  acks: Map<string, AckHandler>;
  neverDeferred: Set<string>;
}

/** Adds `key` once: a second feature declaring it is refused. */
function addOnce<V>(map: Map<string, V>, key: string, value: V, what: string): void {
  if (map.has(key)) throw new Error(`two features declare the ${what} "${key}"`);
  map.set(key, value);
}

/** The empty tables. */
function emptyTables(): FeatureTables {
  return {
    owners: new Map(),
    subcommands: new Map(),
    runners: new Map(),
    featureOf: new Map(),
    steps: new Map(),
    freeSteps: new Map(),
    actions: new Map(),
    errorTexts: new Map(),
    writes: new Set(),
    acks: new Map(),
    neverDeferred: new Set(),
  };
}

/** Adds what one feature declares to the tables, refusing what another feature already declared. */
function addFeature(t: FeatureTables, feature: Feature): void {
  for (const spec of feature.commands ?? []) addOnce(t.owners, spec.name, { spec, feature }, 'command');
  for (const [type, run] of Object.entries(feature.run)) {
    addOnce(t.runners, type, run as Runner, 'operation');
    t.featureOf.set(type, feature);
  }
  for (const [kind, step] of Object.entries(feature.steps ?? {})) {
    addOnce(t.steps, kind, step as StepHandler, 'command step');
  }
  for (const [kind, step] of Object.entries(feature.accountFreeSteps ?? {})) {
    if (t.steps.has(kind)) throw new Error(`the command step "${kind}" is declared twice`);
    addOnce(t.freeSteps, kind, step as AccountFreeStepHandler, 'command step');
  }
  for (const [code, text] of Object.entries(feature.parseErrors ?? {})) {
    addOnce(t.errorTexts, code, text as (error: ParseError, locale: Locale) => string, 'parse error');
  }
  for (const [id, handler] of Object.entries(feature.actions ?? {})) {
    if (coreActionIds.has(id)) throw new Error(`the button "${id}" is the core's`);
    addOnce(t.actions, id, handler, 'button');
  }
  for (const type of feature.writes ?? []) t.writes.add(type);
  for (const [type, ack] of Object.entries(feature.acks ?? {})) if (ack) t.acks.set(type, ack);
  for (const type of feature.neverDeferred ?? []) t.neverDeferred.add(type);
}

/**
 * Indexes what the features declare. Two features declaring the same command, operation, step, error or button
 * are refused, and so is a subcommand of a command no feature owns.
 */
export function collectFeatureTables(features: readonly Feature[]): FeatureTables {
  const tables = emptyTables();
  for (const feature of features) addFeature(tables, feature);
  // subcommands after every owner is known: a feature may add to a command declared later in the list
  for (const feature of features) {
    for (const spec of feature.subcommands ?? []) {
      if (!tables.owners.has(spec.command)) throw new Error(`no feature owns the command "${spec.command}"`);
      tables.subcommands.set(spec.command, [...(tables.subcommands.get(spec.command) ?? []), spec]);
    }
  }
  return tables;
}
