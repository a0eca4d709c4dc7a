import { fail, noMoreThan } from '../../work/commands/parse-helpers.js';
import type { ParsedText } from '../../work/commands/parsed-command.js';

/** `/pbx connect`: the modal. */
export function parseConnect(tokens: readonly string[]): ParsedText<never> {
  noMoreThan(tokens, 1);
  return { kind: 'connect-open' };
}

/** `/pbx list`: the workspace's connected accounts. */
export function parseList(tokens: readonly string[]): ParsedText<never> {
  noMoreThan(tokens, 1);
  return { kind: 'connect-list' };
}

/** `/pbx disconnect <id>`: the id as `/pbx list` shows it. */
export function parseDisconnect(tokens: readonly string[]): ParsedText<never> {
  const id = tokens[1];
  if (!id) fail({ code: 'missing_argument', argument: 'id' });
  noMoreThan(tokens, 2);
  return { kind: 'connect-disconnect', accountId: id.toLowerCase() };
}

/** `/pbx use <id>`: the channel's account; `default` (`predefinito`) the workspace's default again. */
export function parseUse(tokens: readonly string[]): ParsedText<never> {
  const id = tokens[1];
  if (!id) fail({ code: 'missing_argument', argument: 'id' });
  noMoreThan(tokens, 2);
  const lower = id.toLowerCase();
  return lower === 'default' || lower === 'predefinito'
    ? { kind: 'connect-use', accountId: undefined }
    : { kind: 'connect-use', accountId: lower };
}
