import type { z } from 'zod';
import { type ExpectedType, messages } from './messages.js';

/** Longest field name quoted in a message; longer ones are cut with `…`. */
const MAX_NAME = 40;
/** How many unknown fields a message names before counting the rest. */
const MAX_LISTED = 3;

/** Cuts a name to {@link MAX_NAME} code points (never inside a surrogate pair). */
function shortName(name: string): string {
  if (name.length <= MAX_NAME) return name;
  const points = Array.from(name.slice(0, MAX_NAME * 2));
  return points.length > MAX_NAME ? `${points.slice(0, MAX_NAME).join('')}…` : name;
}

/** The dotted path of a field, bounded in length (a client can send a key of any size). */
export function fieldName(path: readonly PropertyKey[]): string {
  return shortName(path.map(String).join('.')) || 'body';
}

/** Names the first few unknown fields, then counts the rest: the message stays short whatever was sent. */
function unknownFieldsMessage(keys: readonly string[]): string {
  const shown = keys.slice(0, MAX_LISTED).map(shortName);
  return messages.unknownFields(shown, keys.length - shown.length);
}

/**
 * One Italian sentence for a Zod issue, naming the rule actually broken: the schema's own message where a rule
 * gives one, otherwise one built from the issue (missing, wrong type, too long or short, too many values, out of
 * range, not one of the allowed values, wrong format, not allowed).
 */
export function issueMessage(issue: z.core.$ZodIssue, rootName = 'body'): string {
  if (!isDefaultMessage(issue.message)) return issue.message;
  const field = issue.path.length > 0 ? fieldName(issue.path) : shortName(rootName);
  if (isMissing(issue)) return messages.requiredField(field);
  switch (issue.code) {
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys);
    case 'invalid_type':
      if (issue.path.length === 0 && rootName === 'body') return messages.bodyMustBeObject;
      return isExpectedType(issue.expected)
        ? messages.fieldWrongType(field, issue.expected)
        : messages.invalidField(field);
    case 'too_big':
      return tooBigMessage(field, issue.origin, Number(issue.maximum));
    case 'too_small':
      return tooSmallMessage(field, issue.origin, Number(issue.minimum));
    case 'invalid_value':
      return messages.fieldNotOneOf(field, issue.values.map(String));
    case 'invalid_format':
      return messages.fieldFormat(field);
    default:
      return messages.invalidField(field);
  }
}

/**
 * An issue about a value that was not sent: Zod says so in its message for a wrong type; an issue parsed with
 * `reportInput` (as the server parses) also carries the input, which tells it for any rule (an enum, a literal).
 */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'unrecognized_keys' || issue.path.length === 0) return false;
  if ('input' in issue) return issue.input === undefined;
  return issue.code === 'invalid_type' && /received undefined$/.test(issue.message);
}

function tooBigMessage(field: string, origin: string, maximum: number): string {
  if (origin === 'string') return messages.fieldTooLong(field, maximum);
  if (origin === 'array' || origin === 'set') return messages.tooManyItems(field, maximum);
  if (origin === 'number' || origin === 'int') return messages.numberTooBig(field, maximum);
  return messages.invalidField(field);
}

function tooSmallMessage(field: string, origin: string, minimum: number): string {
  if (origin === 'string')
    return minimum <= 1 ? messages.fieldEmpty(field) : messages.fieldTooShort(field, minimum);
  if (origin === 'array' || origin === 'set') return messages.tooFewItems(field, minimum);
  if (origin === 'number' || origin === 'int') return messages.numberTooSmall(field, minimum);
  return messages.invalidField(field);
}

function isExpectedType(expected: string): expected is ExpectedType {
  return ['string', 'number', 'int', 'boolean', 'array', 'object'].includes(expected);
}

/**
 * A schema-level error that replaces only the message of a missing value: every other issue of the schema keeps
 * the message of its own rule (a plain schema-level message would replace them all, and a value too long would
 * read as a missing one).
 */
export function whenMissing(message: string) {
  return (issue: z.core.$ZodRawIssue): string | undefined =>
    issue.code === 'invalid_type' && issue.input === undefined ? message : undefined;
}

/** Zod's built-in English messages start like these; ours are Italian. */
function isDefaultMessage(message: string): boolean {
  return /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/.test(message);
}

/**
 * The message of the first issue of a failed parse. `rootName` names the value itself when it is not an object
 * (one field checked on its own, as the bot checks a command's argument); a body by default.
 */
export function firstIssueMessage(error: z.ZodError, rootName = 'body'): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue, rootName) : messages.invalidField(rootName);
}
