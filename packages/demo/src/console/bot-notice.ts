import { messagesFor } from '@centralino/bot';

/** The bot's "working on it" texts in every language: exact ones, and the start of the place-in-line one. */
const notices = (['it', 'en'] as const).flatMap((locale) => {
  const common = messagesFor(locale).common;
  const position = common.position(1, '1 s');
  return [
    { exact: common.queued },
    { exact: common.running },
    { prefix: position.slice(0, position.indexOf('1')) },
    // any answer marked as still working (⏳), e.g. `/pbx account` before the server's figures
    { prefix: common.queued.slice(0, common.queued.indexOf(' ') + 1) },
  ];
});

/**
 * The bot's notices (request queued, place in line, running): a console step waits past them for the answer.
 * Built from the bot's own message catalog, so a reworded notice is still recognised.
 */
export function isBotNotice(text: string): boolean {
  const trimmed = text.trim();
  return notices.some((n) => ('exact' in n ? trimmed === n.exact : trimmed.startsWith(n.prefix)));
}
