import type { Directory } from '../fake/directory.js';

/** `@handle` at the start of the text or after a space or an opening bracket (not inside `a@b.c`). */
const typedMention = /(^|[\s(])@([a-z0-9](?:[\w.-]*\w)?)/gi;

/**
 * A slash command's text as Slack sends it once its autocomplete was used: every `@handle` of a user the
 * workspace knows becomes `<@U…|handle>`. Unknown handles, `@here`/`@channel` and text already escaped stay as typed.
 */
export function withUserMentions(text: string, directory: Pick<Directory, 'userNamed'>): string {
  return text.replace(typedMention, (whole, before: string, handle: string) => {
    const user = directory.userNamed(handle);
    return user && !user.isBot ? `${before}<@${user.id}|${user.name}>` : whole;
  });
}
