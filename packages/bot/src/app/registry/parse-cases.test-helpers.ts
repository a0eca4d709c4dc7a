import { expect, it } from 'vitest';
import { type CommandName, Operation, type ParsedCommand, parseCommand } from './registry.js';

/** What parsing a command's text needs besides the text, as a test gives it. */
export const parseContext = { today: '2025-06-02', interactionId: '1234.5678.abcd' };

/** A case expecting an operation. */
export const op = (operation: object): Partial<ParsedCommand> => ({
  kind: 'operation',
  operation: operation as never,
});

/** A case expecting the text refused. */
export const invalid = (error: object): Partial<ParsedCommand> => ({
  kind: 'invalid',
  error: error as never,
});

/** Table cases of command texts: `[name, command, text, what parsing gives]`. */
export type ParseCase = [string, CommandName, string, Partial<ParsedCommand>];

/**
 * Checks each case through the registry's parser (the whole pipeline: Slack's markup, quotes, the feature's
 * parser, the job payload's schema), and that every operation it returns is a valid job payload.
 */
export function itParses(cases: readonly ParseCase[]): void {
  it.each(cases)('%s: /%s %s', (_name, command, text, want) => {
    expect(parseCommand(command, text, parseContext)).toMatchObject({ command, ...want });
  });

  it('every operation it returns is a valid job payload', () => {
    for (const [, command, text] of cases) {
      const parsed = parseCommand(command, text, parseContext);
      if (parsed.kind === 'operation') expect(Operation.safeParse(parsed.operation).success).toBe(true);
    }
  });
}
