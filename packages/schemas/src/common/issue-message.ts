import type { z } from 'zod';
import { messages } from './messages.js';

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
 * One Italian sentence for a Zod issue: the schema's own message where a rule gives one, otherwise a message
 * naming the field (missing, wrong type, too long, not allowed).
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return unknownFieldsMessage(issue.keys);
    case 'invalid_type':
      if (!isDefaultMessage(issue.message)) return issue.message;
      return /received undefined$/.test(issue.message)
        ? messages.requiredField(field)
        : messages.invalidField(field);
    case 'too_big':
      if (isDefaultMessage(issue.message) && issue.origin === 'string') {
        return messages.fieldTooLong(field, Number(issue.maximum));
      }
      break;
    default:
      break;
  }
  return isDefaultMessage(issue.message) ? messages.invalidField(field) : issue.message;
}

/** Zod's built-in English messages start like these; ours are Italian. */
function isDefaultMessage(message: string): boolean {
  return /^(Invalid|Too (big|small)|Unrecognized|Expected|Required)/.test(message);
}

/** The message of the first issue of a failed parse. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? issueMessage(issue) : messages.invalidField('body');
}
