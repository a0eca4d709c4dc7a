import type { SlackUserAgent } from '../agent/slack-user-agent.js';
import type { FakeSlack } from '../fake/fake-slack.js';

/** What a directive can use. */
export interface DirectiveContext {
  readonly slack: FakeSlack;
  readonly agent: SlackUserAgent;
  /** Prints a console note (not a Slack message). */
  note(text: string): void;
}

/** What a directive did: lines to report, and problems that make a script fail. */
export interface DirectiveOutcome {
  readonly replies?: readonly string[];
  readonly errors?: readonly string[];
}

/**
 * A `#name args` line of the console, beside the built-in ones: e.g. the demo's `#caller <queue> <number>`, which
 * makes a caller join a queue on the simulated exchange. Throwing counts as an error of the step.
 */
export interface ConsoleDirective {
  /** One line for `help`: `#caller <queue> <number>   a caller joins a queue`. */
  readonly usage: string;
  run(args: string, context: DirectiveContext): Promise<DirectiveOutcome | undefined>;
}

/** Usage of the built-in directives, for `help`. */
export const builtinDirectiveUsage: readonly string[] = [
  '#click <label>                 click the latest button with that label ([Chiama] → #click Chiama)',
  '#confirm yes|no                answer the confirm dialog of the #click just before (also s / n)',
  '#wait-post <pattern> [30s]     wait for a channel post matching the pattern (regular expression)',
  '#expect <pattern>              the previous replies must match the pattern',
  `#capture <NAME> <pattern>      keep the pattern's first group from the previous replies as \${NAME}`,
  '#sleep <2s>                    pause',
  '# text                         a comment',
];
