import type { Locale } from '../../core/config/bot-config.schema.js';
import type { MemberCondition, MemberCounts } from '../../pbx/live-queue.js';

type Plural = (n: number) => string;
const texts: Record<Locale, { conditions: Record<MemberCondition, Plural>; total: Plural; none: string }> = {
  it: {
    conditions: {
      free: (n) => (n === 1 ? '1 libero' : `${n} liberi`),
      ringing: (n) => (n === 1 ? '1 squilla' : `${n} squillano`),
      inCall: (n) => `${n} in chiamata`,
      paused: (n) => `${n} in pausa`,
      unreachable: (n) => (n === 1 ? '1 non raggiungibile' : `${n} non raggiungibili`),
      unknown: (n) => `${n} in stato sconosciuto`,
    },
    total: (n) => (n === 1 ? '1 operatore' : `${n} operatori`),
    none: 'nessun operatore',
  },
  en: {
    conditions: {
      free: (n) => `${n} free`,
      ringing: (n) => `${n} ringing`,
      inCall: (n) => `${n} in call`,
      paused: (n) => `${n} paused`,
      unreachable: (n) => `${n} unreachable`,
      unknown: (n) => `${n} in an unknown state`,
    },
    total: (n) => (n === 1 ? '1 agent' : `${n} agents`),
    none: 'no agents',
  },
};

/** Always shown, so that the line reads the same from one queue to the next; `unknown` only when some are. */
const shown: readonly MemberCondition[] = ['free', 'ringing', 'inCall', 'paused', 'unreachable'];

/**
 * Members by condition on one line whose figures add up to its total, each member counted once:
 * `3 operatori: 0 liberi · 1 squilla · 1 in chiamata · 1 in pausa · 0 non raggiungibili`.
 * @see ../pbx/live-queue.ts
 */
export function memberCountsText(c: MemberCounts, locale: Locale): string {
  const t = texts[locale];
  if (c.total === 0) return t.none.charAt(0).toUpperCase() + t.none.slice(1);
  const parts = [...shown, ...(c.unknown > 0 ? (['unknown'] as const) : [])].map((k) =>
    t.conditions[k](c[k]),
  );
  return `${t.total(c.total)}: ${parts.join(' · ')}`;
}
