import type { Locale } from '../../core/config/bot-config.schema.js';
import { fieldMessage, messagesFor } from '../../core/i18n/catalog.js';
import { type Block, context, header, type SlackMessage, section } from '../../slack/views/blocks.js';
import { escapeMarkup } from '../../slack/views/mrkdwn-text.js';
import { dateProblemText, timeProblemText } from './date-time-text.js';
import type { CommonParseError } from './parsed-command.js';

/** `/pbx help`: every command with its usage (`usages` in the order of the feature list). */
export function helpView(usages: readonly string[], locale: Locale): SlackMessage {
  const t = messagesFor(locale).help;
  const blocks: Block[] = [header(t.title), context(t.intro)];
  for (const usage of usages) blocks.push(section(escapeMarkup(usage)));
  blocks.push(context(t.writeNote));
  return { text: t.title, blocks };
}

/** `<command> help`: the usage of one command. */
export function commandHelpView(command: string, usage: string, locale: Locale): SlackMessage {
  const t = messagesFor(locale);
  return { text: `/${command}: ${t.common.usageTitle}`, blocks: [section(escapeMarkup(usage))] };
}

/** The sentence explaining why the text was refused, in the user's language (the refusals every feature shares). */
export function commonParseErrorText(error: CommonParseError, locale: Locale): string {
  const { parse: p, argumentNames } = messagesFor(locale);
  const arg = (name: string) => argumentNames[name] ?? name;
  switch (error.code) {
    case 'unknown_subcommand':
      return p.unknown_subcommand(error.given);
    case 'missing_argument':
      return p.missing_argument(arg(error.argument));
    case 'unexpected_argument':
      return p.unexpected_argument(error.given);
    case 'invalid_argument': {
      const message = fieldMessage(error.message, locale);
      // a message that already names the field ("Il campo nome …") is not prefixed with its name again
      const named = new RegExp(`\\b(campo|field) \`?${escapeRegExp(arg(error.argument))}\\b`).test(message);
      return named ? message : p.invalid_argument(arg(error.argument), message);
    }
    case 'unknown_option':
      return p.unknown_option(error.given, error.allowed.map((a) => `\`${a}=…\``).join(', '));
    case 'duplicate_option':
      return p.duplicate_option(error.given);
    case 'no_changes':
      return p.no_changes(error.allowed.map((a) => `\`${a}=…\``).join(', '));
    case 'unclosed_quote':
      return p.unclosed_quote;
    case 'control_character':
      return p.control_character;
    case 'invalid_date':
      return dateProblemText(error.given, error, error.today, locale);
    case 'invalid_time':
      return timeProblemText(error.given, error, locale);
  }
}

/** The immediate answer to a refused command: what is wrong, then how to use the command. Nothing is enqueued. */
export function parseErrorView(reason: string, usage: string, locale: Locale): SlackMessage {
  const t = messagesFor(locale);
  const text = `:warning: ${escapeMarkup(reason)}`;
  return {
    text,
    blocks: [section(text), context(`*${t.common.usageTitle}*`), section(escapeMarkup(usage))],
  };
}

/** True for the refusals every feature shares (the others are worded by their feature). */
export function isCommonParseError(error: { code: string }): error is CommonParseError {
  return commonCodes.has(error.code);
}

const commonCodes = new Set<string>([
  'unknown_subcommand',
  'missing_argument',
  'unexpected_argument',
  'invalid_argument',
  'unknown_option',
  'duplicate_option',
  'no_changes',
  'unclosed_quote',
  'control_character',
  'invalid_date',
  'invalid_time',
]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
