import type { CommandName, ParseError } from '../commands/parsed-command.js';
import { commandNames } from '../commands/parsed-command.js';
import type { Locale } from '../config/bot-config.schema.js';
import { alertIssueText } from '../features/alerts/alert-messages.js';
import { fieldMessage, messagesFor } from '../i18n/catalog.js';
import { type Block, context, esc, header, type SlackMessage, section } from './blocks.js';

/** `/pbx help`: every command with its usage. */
export function helpView(locale: Locale): SlackMessage {
  const t = messagesFor(locale).help;
  const blocks: Block[] = [header(t.title), context(t.intro)];
  for (const name of commandNames) blocks.push(section(esc(t.usage[name])));
  blocks.push(context(t.writeNote));
  return { text: t.title, blocks };
}

/** `<command> help`: the usage of one command. */
export function commandHelpView(command: CommandName, locale: Locale): SlackMessage {
  const t = messagesFor(locale);
  return { text: `/${command}: ${t.common.usageTitle}`, blocks: [section(esc(t.help.usage[command]))] };
}

/** The sentence explaining why the text was refused, in the user's language. */
export function parseErrorText(error: ParseError, locale: Locale): string {
  const { parse: p, argumentNames } = messagesFor(locale);
  const arg = (name: string) => argumentNames[name] ?? name;
  switch (error.code) {
    case 'unknown_subcommand':
      return p.unknown_subcommand(error.given);
    case 'missing_argument':
      return p.missing_argument(arg(error.argument));
    case 'unexpected_argument':
      return p.unexpected_argument(error.given);
    case 'invalid_argument':
      return p.invalid_argument(arg(error.argument), fieldMessage(error.message, locale));
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
    case 'invalid_alert':
      return alertIssueText(error.issue, locale);
  }
}

/** The immediate answer to a refused command: what is wrong, then how to use the command. Nothing is enqueued. */
export function parseErrorView(command: CommandName, error: ParseError, locale: Locale): SlackMessage {
  const t = messagesFor(locale);
  const text = `:warning: ${esc(parseErrorText(error, locale))}`;
  return {
    text,
    blocks: [section(text), context(`*${t.common.usageTitle}*`), section(esc(t.help.usage[command]))],
  };
}
