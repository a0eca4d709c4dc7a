import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';

/** Texts of `/switch`, in Italian (the default); `en` has the same shape. */
const it = {
  title: (description: string) => `Switch: ${description}`,
  active: ':large_green_circle: attivo',
  inactive: ':white_circle: non attivo',
  activation: 'Codice di attivazione',
  unassigned: 'non assegnato',
  action: 'Azione',
  status: 'Stato',
};

export type SwitchMessages = typeof it;

const en: SwitchMessages = {
  title: (description) => `Switch: ${description}`,
  active: ':large_green_circle: active',
  inactive: ':white_circle: inactive',
  activation: 'Activation code',
  unassigned: 'unassigned',
  action: 'Action',
  status: 'State',
};

const catalogs: Record<Locale, SwitchMessages> = { it, en };

/** The texts of `/switch` in `locale`. */
export function switchMessagesFor(locale: Locale): SwitchMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.switch…`). */
export function switchTextsFor(locale: Locale) {
  return { ...messagesFor(locale), switch: catalogs[locale] };
}
export type SwitchTexts = ReturnType<typeof switchTextsFor>;

/** The usage of `/switch`, as its help shows it. */
export const switchUsage: Readonly<Record<Locale, string>> = {
  it: '`/switch <id>` — stato di uno switch manuale',
  en: '`/switch <id>` — state of a manual switch',
};
