import type { OperationBase } from '../operations/operation-base.js';
import type { DateProblem, TimeProblem } from './date-time.js';

/** Why a command's text was refused, in words every feature shares; rendered with the command's usage. */
export type CommonParseError =
  | { code: 'unknown_subcommand'; given: string }
  | { code: 'missing_argument'; argument: string }
  | { code: 'unexpected_argument'; given: string }
  /** `message` is the API's own (Italian) message of the field rule that failed. */
  | { code: 'invalid_argument'; argument: string; message: string }
  | { code: 'unknown_option'; given: string; allowed: readonly string[] }
  | { code: 'duplicate_option'; given: string }
  | { code: 'no_changes'; allowed: readonly string[] }
  | { code: 'unclosed_quote' }
  /** NUL, escape and the like (tab and new line are spaces): never sent to the API. */
  | { code: 'control_character' }
  /** A date as typed that is none, does not exist, or lies on the wrong side of `today` (the account's date). */
  | ({ code: 'invalid_date'; given: string; today: string } & DateProblem)
  /** A time as typed that is none or does not exist. */
  | ({ code: 'invalid_time'; given: string } & TimeProblem);

/**
 * Refusals only a feature can word, by code: a feature adds its own with `declare module` (the live queue
 * alerts add `invalid_alert`) and renders them itself (`Feature.parseErrors`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features (declaration merging)
export interface FeatureParseErrors {}

/** Why a command's text was refused; rendered in the user's language with the command's usage. */
export type ParseError = CommonParseError | FeatureParseErrors[keyof FeatureParseErrors];

/**
 * Steps a command takes before any job, by kind (`/call` asks for confirmation, `/book` alone opens a modal):
 * a feature adds its own with `declare module` and handles them (`Feature.steps`).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features (declaration merging)
export interface FeatureCommandSteps {}

/** A step of a command before any job, as its feature's parser gives it. */
export type CommandStep = FeatureCommandSteps[keyof FeatureCommandSteps];

/** What a feature's parser makes of a command's words. */
export type ParsedText<Op extends OperationBase = OperationBase> =
  | { kind: 'operation'; operation: Op }
  /** The help of the command, or (`/pbx help queue`) of the command `about` names. */
  | { kind: 'help'; about?: string }
  | CommandStep;

/** What a command's text asks for. */
export type ParsedCommand<C extends string = string, Op extends OperationBase = OperationBase> =
  | { kind: 'help'; command: C }
  | { kind: 'invalid'; command: C; error: ParseError }
  | { kind: 'operation'; command: C; operation: Op }
  | (CommandStep & { command: C });

/** What parsing needs besides the text. */
export interface ParseContext {
  /** Today in the account's time zone, `YYYY-MM-DD` (dated call lists cannot be in the future). */
  today: string;
  /** A unique id of this Slack interaction (the trigger id): the idempotency key of a direct booking. */
  interactionId: string;
}
