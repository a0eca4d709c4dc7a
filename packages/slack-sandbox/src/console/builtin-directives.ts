import type { SlackActivity } from '../fake/activity.js';
import type { FakeSlack } from '../fake/fake-slack.js';
import type { DirectiveOutcome } from './console-directive.js';
import type { FormattedActivity } from './format-activity.js';
import { isChannelMessage } from './print-activity.js';
import { looseRegExp, parseDuration, splitTrailingDuration } from './script-line.js';

/** What the built-in directives read and change in the console. */
export interface DirectiveState {
  readonly slack: FakeSlack;
  /** How the console printed an activity (undefined: not shown). */
  formatted(activity: SlackActivity): FormattedActivity | undefined;
  /** Replies of the last command or click. */
  readonly lastReplies: readonly string[];
  readonly variables: Map<string, string>;
  /** `#wait-post` considers channel messages from this activity index on. */
  postCursor: number;
  readonly waitPostTimeoutMs: number;
  note(text: string): void;
}

/** `#wait-post <pattern> [timeout]`: the first channel message after the previous match that matches. */
export async function waitPost(args: string, state: DirectiveState): Promise<DirectiveOutcome> {
  const { rest, ms } = splitTrailingDuration(args);
  if (rest === '') return { errors: ['Usage: #wait-post <pattern> [timeout, e.g. 30s]'] };
  const pattern = looseRegExp(rest);
  const timeoutMs = ms ?? state.waitPostTimeoutMs;
  const matches = (activity: SlackActivity) => {
    const f = state.formatted(activity);
    return (
      isChannelMessage(activity) &&
      f !== undefined &&
      (pattern.test(f.body.text) || pattern.test(f.fallbackText ?? ''))
    );
  };
  try {
    const found = await state.slack.waitFor(matches, { after: state.postCursor, timeoutMs });
    state.postCursor = state.slack.activities.indexOf(found) + 1;
    state.note(`channel post matched /${rest}/`);
    return { replies: [state.formatted(found)?.body.text ?? ''] };
  } catch {
    const within = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
    return { errors: [`No channel post matching /${rest}/ within ${within}`] };
  }
}

/** `#expect <pattern>`: one of the previous replies matches. */
export function expectReplies(args: string, state: DirectiveState): DirectiveOutcome {
  if (args.trim() === '') return { errors: ['Usage: #expect <pattern>'] };
  const pattern = looseRegExp(args.trim());
  return state.lastReplies.some((r) => pattern.test(r))
    ? {}
    : { errors: [`The previous replies do not match /${args.trim()}/`] };
}

/** `#capture NAME <pattern>`: the first group (or the whole match) in the previous replies becomes `${NAME}`. */
export function capture(args: string, state: DirectiveState): DirectiveOutcome {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)\s+(.+)$/.exec(args.trim());
  const name = match?.[1];
  const source = match?.[2];
  if (!name || !source) return { errors: ['Usage: #capture <NAME> <pattern>'] };
  const pattern = looseRegExp(source);
  for (const reply of state.lastReplies) {
    const found = pattern.exec(reply);
    if (!found) continue;
    const value = found[1] ?? found[0];
    state.variables.set(name, value);
    state.note(`\${${name}} = ${value}`);
    return { replies: [value] };
  }
  return { errors: [`Nothing in the previous replies matches /${source}/ (for \${${name}})`] };
}

/** `#sleep <duration>`. */
export async function sleepDirective(args: string): Promise<DirectiveOutcome> {
  const ms = parseDuration(args);
  if (ms === undefined) return { errors: ['Usage: #sleep <duration> (500ms, 2s, 1m)'] };
  await new Promise((resolve) => setTimeout(resolve, ms));
  return {};
}
