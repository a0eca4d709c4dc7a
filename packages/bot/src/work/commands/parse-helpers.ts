import { firstIssueMessage } from '@centralino/schemas';
import type { z } from 'zod';
import { type DateDirection, readDate, readTime } from './date-time.js';
import type { ParseError } from './parsed-command.js';
import { splitOption } from './tokenize.js';

/** Thrown inside parsers to stop at the first problem; `parseCommand` turns it into a result. */
export class ParseFailure extends Error {
  constructor(readonly error: ParseError) {
    super(error.code);
  }
}

export function fail(error: ParseError): never {
  throw new ParseFailure(error);
}

/** Validates one argument with the API's own field rule; its Italian message explains a failure. */
export function check<S extends z.ZodType>(schema: S, value: unknown, argument: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    fail({ code: 'invalid_argument', argument, message: firstIssueMessage(result.error, argument) });
  return result.data;
}

/** The word at `index`, or a `missing_argument` failure naming it. */
export function required(tokens: readonly string[], index: number, argument: string): string {
  const token = tokens[index];
  if (token === undefined || token === '') fail({ code: 'missing_argument', argument });
  return token;
}

/** Fails on the first word past `count`. */
export function noMoreThan(tokens: readonly string[], count: number): void {
  const extra = tokens[count];
  if (extra !== undefined) fail({ code: 'unexpected_argument', given: extra });
}

/** Reads `key=value` words into a map, refusing unknown and repeated keys. */
export function readOptions(tokens: readonly string[], allowed: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (const token of tokens) {
    const option = splitOption(token);
    if (!option) fail({ code: 'unexpected_argument', given: token });
    const [key, value] = option;
    if (!allowed.includes(key)) fail({ code: 'unknown_option', given: key, allowed });
    if (options.has(key)) fail({ code: 'duplicate_option', given: key });
    options.set(key, value);
  }
  return options;
}

/** True when a word asks for help. */
export function isHelp(token: string | undefined): boolean {
  return token !== undefined && ['help', 'aiuto', '?', '-h', '--help'].includes(token.toLowerCase());
}

/** A date as people write it (see {@link readDate}), or the precise refusal. */
export function checkDate(word: string, ctx: { today: string; direction: DateDirection }): string {
  const reading = readDate(word, ctx);
  if (reading.ok) return reading.date;
  const { ok: _, ...problem } = reading;
  return fail({ ...problem, code: 'invalid_date', given: word, today: ctx.today });
}

/** A time as people write it (see {@link readTime}), or the precise refusal. */
export function checkTime(word: string): string {
  const reading = readTime(word);
  if (reading.ok) return reading.time;
  const { ok: _, ...problem } = reading;
  return fail({ ...problem, code: 'invalid_time', given: word });
}
