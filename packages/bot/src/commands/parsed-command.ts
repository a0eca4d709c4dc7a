import type { AlertRuleIssue } from '../features/alerts/alert-rule-issue.js';
import type { Operation } from '../operations/operation.schema.js';

/** The slash commands of the app (see manifest.yaml). */
export const commandNames = [
  'pbx',
  'queue',
  'blacklist',
  'book',
  'calls',
  'ext',
  'voip',
  'switch',
  'contact',
  'call',
] as const;
export type CommandName = (typeof commandNames)[number];

/** Why a command's text was refused; rendered in the user's language with the command's usage. */
export type ParseError =
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
  /** A `/queue alert` rule that cannot work (bad condition, thresholds, hours, mention…). */
  | { code: 'invalid_alert'; issue: AlertRuleIssue };

/** What a command's text asks for. */
export type ParsedCommand =
  | { kind: 'help'; command: CommandName }
  | { kind: 'invalid'; command: CommandName; error: ParseError }
  | { kind: 'operation'; command: CommandName; operation: Operation }
  /** `/call <number>`: show a confirmation with a button before dialling. */
  | { kind: 'confirm-call'; command: 'call'; number: string }
  /** `/book` without text: open the booking modal. */
  | { kind: 'book-modal'; command: 'book' };

/** What parsing needs besides the text. */
export interface ParseContext {
  /** Today in the account's time zone, `YYYY-MM-DD` (dated call lists cannot be in the future). */
  today: string;
  /** A unique id of this Slack interaction (the trigger id): the idempotency key of a direct booking. */
  interactionId: string;
}

/** Operations that change something on the exchange: only permitted users may run them. */
export function isWriteOperation(operation: Operation): boolean {
  switch (operation.type) {
    case 'blacklist.create':
    case 'blacklist.add':
    case 'blacklist.block':
    case 'blacklist.edit':
    case 'blacklist.remove':
    case 'contact.set':
    case 'call.originate':
    case 'book.create':
    case 'alert.add':
    case 'alert.remove':
    case 'alert.pause':
      return true;
    default:
      return false;
  }
}
