import type { Locale } from '../../core/config/bot-config.schema.js';
import { Locale as Locales } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import type { Messages } from '../../core/i18n/messages.it.js';
import type { FeatureMessages } from '../../features/kit/feature.js';
import { features } from './feature-list.js';
import { type CommandName, commandNames, registry } from './registry.js';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * Every text of the bot in one language: the core's (`common`, `parse`, `help`, `dayLimit`…), each feature's
 * under its name, and the usage of every command (`help.usage`).
 */
export type Catalog = Omit<Messages, 'help'> & {
  help: Messages['help'] & { usage: Record<CommandName, string> };
} & UnionToIntersection<FeatureMessages<(typeof features)[number]>>;

function compose(locale: Locale): Catalog {
  const core = messagesFor(locale);
  const sections = features.flatMap((f) => (f.messages ? [[f.name, f.messages[locale]] as const] : []));
  return {
    ...core,
    help: {
      ...core.help,
      usage: Object.fromEntries(commandNames.map((name) => [name, registry.usage(name, locale)])),
    },
    ...Object.fromEntries(sections),
  } as Catalog;
}

const catalogs = Object.fromEntries(Locales.options.map((l) => [l, compose(l)])) as Record<Locale, Catalog>;

/** The message catalog of a locale: the core's texts and every feature's. */
export function catalogFor(locale: Locale): Catalog {
  return catalogs[locale];
}
