import type { Locale } from '../../core/config/bot-config.schema.js';

/** The level a card shows (see the alerts' `shownLevel`): what holds at the last read. */
export type ShownCardLevel = 'warning' | 'critical' | 'clearing';

/** The words of a card's state: one catalog for the card itself and every view that lists cards (the Home). */
export interface CardStateTexts {
  levels: Record<ShownCardLevel, string>;
  ack: (user: string, time: string) => string;
  silenced: (user: string, time: string) => string;
  paused: (time: string) => string;
}

const it: CardStateTexts = {
  levels: {
    warning: ':large_yellow_circle: Avviso',
    critical: ':red_circle: Critico',
    clearing: ':large_green_circle: In rientro',
  },
  ack: (user, time) => `:raising_hand: Preso in carico da <@${user}> alle ${time}`,
  silenced: (user, time) => `:no_bell: Silenziato da <@${user}> fino alle ${time}`,
  paused: (time) => `:double_vertical_bar: Avvisi in pausa in questo canale fino alle ${time}`,
};

const en: CardStateTexts = {
  levels: {
    warning: ':large_yellow_circle: Warning',
    critical: ':red_circle: Critical',
    clearing: ':large_green_circle: Back to normal',
  },
  ack: (user, time) => `:raising_hand: Taken by <@${user}> at ${time}`,
  silenced: (user, time) => `:no_bell: Silenced by <@${user}> until ${time}`,
  paused: (time) => `:double_vertical_bar: Alerts paused in this channel until ${time}`,
};

/** The card-state words in `locale`. */
export function cardStateTextsFor(locale: Locale): CardStateTexts {
  return locale === 'en' ? en : it;
}
