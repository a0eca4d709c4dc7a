import { firstIssueMessage } from '@centralino/schemas';
import type { z } from 'zod';
import { hasControlCharacter } from '../../work/commands/control-characters.js';
import { isHelp, ParseFailure } from '../../work/commands/parse-helpers.js';
import type { ParseContext, ParsedCommand } from '../../work/commands/parsed-command.js';
import { normalizeSlackText } from '../../work/commands/slack-text.js';
import { tokenize } from '../../work/commands/tokenize.js';
import type { OperationBase } from '../../work/operations/operation-base.js';
import type { FeatureTables } from './feature-tables.js';

/** The command parser built from the features' tables. */
export interface CommandParser {
  /** The command a slash command names (`/pbx` → `pbx`), if a feature owns it. */
  commandNameOf(slashCommand: string): string | undefined;
  parse(command: string, text: string, ctx: ParseContext): ParsedCommand;
}

/** Builds the parser of the features' commands; `operation` (the job payload's union) has the last word. */
export function createCommandParser(
  tables: Pick<FeatureTables, 'owners' | 'subcommands'>,
  operation: z.ZodType<OperationBase>,
): CommandParser {
  const { owners, subcommands } = tables;

  const commandNameOf = (slashCommand: string) => {
    const name = slashCommand.replace(/^\//, '').toLowerCase();
    return owners.has(name) ? name : undefined;
  };

  /** Dispatches tokens to the subcommand whose word comes first, else to the command's owner. */
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
      return validated(command, parsed, operation);
    } catch (error) {
      if (error instanceof ParseFailure) return { kind: 'invalid', command, error: error.error };
      return {
        kind: 'invalid',
        command,
        error: { code: 'invalid_argument', argument: 'text', message: 'Testo del comando non valido' },
      };
    }
  }

  return { commandNameOf, parse };
}

/** Checks a parsed operation against the job payload's schema, naming the first argument it refuses. */
function validated(
  command: string,
  parsed: Extract<ParsedCommand, { kind: 'operation' }>,
  operation: z.ZodType<OperationBase>,
): ParsedCommand {
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
}
