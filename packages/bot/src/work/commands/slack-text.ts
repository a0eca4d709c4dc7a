const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The text of a slash command as the user typed it: Slack escapes `&`, `<`, `>` and turns some values into
 * links — `<tel:+390612345678|06 1234 5678>`, `<mailto:a@b.it|a@b.it>`, `<https://x|x>`, `<@U123|alice>`.
 * Links become their target (phone numbers without spaces) or label; smart quotes become plain quotes.
 * @see https://docs.slack.dev/messaging/formatting-message-text#escaping
 */
export function normalizeSlackText(text: string): string {
  return text
    .replace(/<([^<>]*)>/g, (_match, inner: string) => {
      const [target = '', label] = inner.split('|', 2);
      if (target.startsWith('tel:')) return target.slice(4);
      if (target.startsWith('mailto:')) return label ?? target.slice(7);
      if (target.startsWith('@') || target.startsWith('#') || target.startsWith('!')) return label ?? target;
      return label ?? target;
    })
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/[\u201C\u201D\u201E\u00AB\u00BB]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u00A0\u2000-\u200B\u202F]/g, ' ');
}
