import { firstIssueMessage } from '@centralino/schemas';
import { keepMentions } from '../features/alerts/alert-command.parser.js';
import { parseBlacklist } from '../features/blacklist/blacklist.parser.js';
import { parseBook } from '../features/book/book.parser.js';
import { parseCalls } from '../features/calls/calls.parser.js';
import { parseContact } from '../features/contact/contact.parser.js';
import { parseCallNumber, parseExt, parsePbx, parseSwitch, parseVoip } from '../features/ext/ext.parser.js';
import { parseQueue } from '../features/queue/queue.parser.js';
import { Operation } from '../operations/operation.schema.js';
import { hasControlCharacter } from './control-characters.js';
import { isHelp, ParseFailure } from './parse-helpers.js';
import { type CommandName, commandNames, type ParseContext, type ParsedCommand } from './parsed-command.js';
import { normalizeSlackText } from './slack-text.js';
import { tokenize } from './tokenize.js';

/** `/queue` → `queue`; `undefined` for a command the app does not have. */
export function commandNameOf(slashCommand: string): CommandName | undefined {
  const name = slashCommand.replace(/^\//, '').toLowerCase();
  return (commandNames as readonly string[]).includes(name) ? (name as CommandName) : undefined;
}

function parseTokens(command: CommandName, tokens: string[], ctx: ParseContext): ParsedCommand {
  if (isHelp(tokens[0]) && tokens.length === 1) return { kind: 'help', command };
  // `/pbx help queue`: the help of that command
  if (command === 'pbx' && isHelp(tokens[0]) && tokens.length === 2) {
    const about = commandNameOf(tokens[1]!);
    return { kind: 'help', command: about ?? 'pbx' };
  }
  switch (command) {
    case 'pbx':
      if (tokens.length === 0) return { kind: 'help', command };
      return { kind: 'operation', command, operation: parsePbx(tokens) };
    case 'book':
      if (tokens.length === 0) return { kind: 'book-modal', command };
      return { kind: 'operation', command, operation: parseBook(tokens, ctx) };
    case 'call':
      return { kind: 'confirm-call', command, number: parseCallNumber(tokens) };
    case 'queue':
      return { kind: 'operation', command, operation: parseQueue(tokens) };
    case 'blacklist':
      return { kind: 'operation', command, operation: parseBlacklist(tokens) };
    case 'calls':
      return { kind: 'operation', command, operation: parseCalls(tokens, ctx) };
    case 'ext':
      return { kind: 'operation', command, operation: parseExt(tokens) };
    case 'voip':
      return { kind: 'operation', command, operation: parseVoip(tokens) };
    case 'switch':
      return { kind: 'operation', command, operation: parseSwitch(tokens) };
    case 'contact':
      return { kind: 'operation', command, operation: parseContact(tokens) };
  }
}

/**
 * Parses the text of a slash command into what it asks for, validating every value with the API's own rules
 * (`@centralino/schemas`). Pure and total: any text gives a result, never an exception.
 */
export function parseCommand(command: CommandName, text: string, ctx: ParseContext): ParsedCommand {
  if (hasControlCharacter(text)) return { kind: 'invalid', command, error: { code: 'control_character' } };
  try {
    // alert rules mention people: their ids must survive normalization
    const tokenized = tokenize(normalizeSlackText(command === 'queue' ? keepMentions(text) : text));
    if (!tokenized.ok) return { kind: 'invalid', command, error: { code: 'unclosed_quote' } };
    const parsed = parseTokens(command, tokenized.tokens, ctx);
    if (parsed.kind !== 'operation') return parsed;
    // the job payload schema is the last word: what is enqueued always validates in the worker
    const checked = Operation.safeParse(parsed.operation);
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
