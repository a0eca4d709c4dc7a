import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { plural } from '../../core/i18n/plural.js';

/** Texts of `/voip`, in Italian (the default); `en` has the same shape. */
const it = {
  title: 'Numeri VoIP',
  empty: 'Nessun numero VoIP.',
  summary: (total: number, registered: number, unregistered: number) =>
    `${plural(total, 'numero', 'numeri')} · :large_green_circle: ${plural(registered, 'registrato', 'registrati')} · :red_circle: ${plural(unregistered, 'non registrato', 'non registrati')}`,
  registered: 'registrato',
  unregistered: 'non registrato',
};

export type VoipMessages = typeof it;

const en: VoipMessages = {
  title: 'VoIP numbers',
  empty: 'No VoIP numbers.',
  summary: (total, registered, unregistered) =>
    `${plural(total, 'number', 'numbers')} · :large_green_circle: ${registered} registered · :red_circle: ${unregistered} not registered`,
  registered: 'registered',
  unregistered: 'not registered',
};

const catalogs: Record<Locale, VoipMessages> = { it, en };

/** The texts of `/voip` in `locale`. */
export function voipMessagesFor(locale: Locale): VoipMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.voip…`). */
export function voipTextsFor(locale: Locale) {
  return { ...messagesFor(locale), voip: catalogs[locale] };
}
export type VoipTexts = ReturnType<typeof voipTextsFor>;

/** The usage of `/voip`, as its help shows it. */
export const voipUsage: Readonly<Record<Locale, string>> = {
  it: '`/voip` — stato di registrazione dei numeri VoIP',
  en: '`/voip` — registration state of the VoIP numbers',
};
