import type { z } from 'zod';
import { messages } from './messages.js';

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || 'body';
}

/**
 * One Italian sentence for a Zod issue: the schema's own message where a rule gives one, otherwise a message
 * naming the field (missing, wrong type, too long, not allowed).
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'unrecognized_keys':
      return messages.unknownField(issue.keys.join(', '));
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
