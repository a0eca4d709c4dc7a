/** Optional lookups to show names instead of ids. */
export interface MrkdwnNames {
  readonly user?: (id: string) => string | undefined;
  readonly channel?: (id: string) => string | undefined;
}

function decodeEntities(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function replaceToken(inner: string, names: MrkdwnNames): string {
  const bar = inner.indexOf('|');
  const target = bar === -1 ? inner : inner.slice(0, bar);
  const label = bar === -1 ? undefined : inner.slice(bar + 1);
  if (target.startsWith('@')) return `@${label ?? names.user?.(target.slice(1)) ?? target.slice(1)}`;
  if (target.startsWith('#')) return `#${label ?? names.channel?.(target.slice(1)) ?? target.slice(1)}`;
  if (target.startsWith('!subteam^')) return label ?? `@${target.slice('!subteam^'.length)}`;
  if (target.startsWith('!date^')) return label ?? target;
  if (target.startsWith('!')) return `@${target.slice(1)}`;
  if (label === undefined || label === target) return target;
  return `${label} (${target})`;
}

/**
 * Turns Slack mrkdwn into terminal text: `<url|label>` → `label (url)`, `<@U123>` → `@U123`, `<#C1|general>` →
 * `#general`, `<!here>` → `@here`, HTML entities decoded; `*bold*`, `_italic_` and `:emoji:` are kept.
 * @see https://docs.slack.dev/messaging/formatting-message-text
 */
export function mrkdwnToText(text: string, names: MrkdwnNames = {}): string {
  return decodeEntities(text.replace(/<([^<>]+)>/g, (_match, inner: string) => replaceToken(inner, names)));
}
