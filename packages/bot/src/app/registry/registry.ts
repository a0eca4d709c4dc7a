import type { z } from 'zod';
import type { FeatureCommands, FeatureOperations } from '../../features/kit/feature.js';
import type {
  ParseContext,
  ParsedCommand as ParsedCommandOf,
  ParseError,
} from '../../work/commands/parsed-command.js';
import { pbxCommandPayload } from '../../work/queue/pbx-command.schema.js';
import { buildRegistry } from './build-registry.js';
import { features } from './feature-list.js';

type AnyFeature = (typeof features)[number];

/** The commands, operations, buttons and listeners of every feature. */
export const registry = buildRegistry(features);

/** Everything a job can ask the PBX, as data: the union of every feature's operations. */
export type Operation = FeatureOperations<AnyFeature>;
export type OperationInput = z.input<AnyFeature['operations'][number]>;
export type OperationType = Operation['type'];
export type OperationOf<T extends OperationType> = Extract<Operation, { type: T }>;

/**
 * The schema of every operation (the listener builds one from a command, a button or a modal, the worker runs
 * it). Field rules are the API's own (`@centralino/schemas`), so what passes here passes there.
 */
export const Operation = registry.operation as z.ZodType<Operation, OperationInput>;

/** The payload of a `pbx-command` job: who asked what of which account, and where to answer. */
export const PbxCommandPayload = pbxCommandPayload(Operation);
export type PbxCommandPayload = z.infer<typeof PbxCommandPayload>;

/** The slash commands of the app (see manifest.yaml). */
export type CommandName = FeatureCommands<AnyFeature>;
export const commandNames = registry.commandNames as readonly CommandName[];

/** What a command's text asks for. */
export type ParsedCommand = ParsedCommandOf<CommandName, Operation>;
export type { ParseContext, ParseError };

/** `/queue` → `queue`; `undefined` for a command the app does not have. */
export function commandNameOf(slashCommand: string): CommandName | undefined {
  return registry.commandNameOf(slashCommand) as CommandName | undefined;
}

/**
 * Parses the text of a slash command into what it asks for, validating every value with the API's own rules
 * (`@centralino/schemas`). Pure and total: any text gives a result, never an exception.
 */
export function parseCommand(command: CommandName, text: string, ctx: ParseContext): ParsedCommand {
  return registry.parse(command, text, ctx) as ParsedCommand;
}

/** Operations that change something on the exchange: only permitted users may run them. */
export function isWriteOperation(operation: Operation): boolean {
  return registry.isWrite(operation);
}

/** The sentence explaining why a command's text was refused, in the user's language. */
export const parseErrorText = registry.parseErrorText;
