import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { plural } from '../../core/i18n/plural.js';

/** Texts of `/queue`, in Italian (the default); `en` has the same shape. */
const it = {
  pick: 'Le code del centralino: scegline una.',
  listTitle: 'Code',
  detailTitle: (name: string) => `Coda ${name}`,
  empty: 'Nessuna coda configurata.',
  strategy: 'Strategia',
  members: 'Membri',
  timeout: 'Timeout',
  maxlen: 'Max in attesa',
  musiconhold: 'Musica di attesa',
  announce: 'Annuncio',
  unlimited: 'illimitato',
  strategies: {
    ringall: 'squillano tutti',
    roundrobin: 'a rotazione',
    leastrecent: 'chi ha risposto meno di recente',
    fewestcalls: 'chi ha risposto a meno chiamate',
    random: 'casuale',
  } as Record<string, string>,
  statsTitle: (date: string) => `Statistiche di oggi (${date})`,
  entered: 'Entrate',
  answered: 'Risposte',
  abandoned: 'Abbandonate',
  avgWait: 'Attesa media',
  liveTitle: (name: string) => `Coda ${name} — in tempo reale`,
  liveAllTitle: 'Code in tempo reale',
  liveEmpty: 'Nessuna coda.',
  callersWaiting: (n: number) => (n === 1 ? '1 chiamante in attesa' : `${n} chiamanti in attesa`),
  noCallers: 'Nessun chiamante in attesa.',
  caller: (position: number, who: string, wait: string) => `${position}. ${who} — attende da ${wait}`,
  anonymous: 'numero sconosciuto',
  membersByState: 'Operatori (risposte dal riavvio della coda)',
  paused: 'in pausa',
  noMembers: 'Nessun operatore.',
  memberStates: {
    UNKNOWN: 'stato sconosciuto',
    AVAILABLE: 'disponibile',
    IN_CALL: 'in chiamata',
    BUSY: 'occupato',
    INVALID: 'interno non valido',
    UNAVAILABLE: 'non raggiungibile',
    RINGING: 'squilla',
    RINGING_IN_USE: 'squilla (già in chiamata)',
    ON_HOLD: 'chiamata in attesa',
  } as Record<string, string>,
  lastCall: (at: string) => `ultima chiamata ${at}`,
  callsTaken: (n: number) => plural(n, 'risposta', 'risposte'),
};

export type QueueMessages = typeof it;

const en: QueueMessages = {
  pick: "The phone system's queues: pick one.",
  listTitle: 'Queues',
  detailTitle: (name) => `Queue ${name}`,
  empty: 'No queues configured.',
  strategy: 'Strategy',
  members: 'Members',
  timeout: 'Timeout',
  maxlen: 'Max waiting',
  musiconhold: 'Music on hold',
  announce: 'Announcement',
  unlimited: 'unlimited',
  strategies: {
    ringall: 'ring all',
    roundrobin: 'round robin',
    leastrecent: 'least recently answered',
    fewestcalls: 'fewest calls answered',
    random: 'random',
  },
  statsTitle: (date) => `Today's statistics (${date})`,
  entered: 'Entered',
  answered: 'Answered',
  abandoned: 'Abandoned',
  avgWait: 'Average wait',
  liveTitle: (name) => `Queue ${name} — live`,
  liveAllTitle: 'Queues live',
  liveEmpty: 'No queues.',
  callersWaiting: (n) => (n === 1 ? '1 caller waiting' : `${n} callers waiting`),
  noCallers: 'No callers waiting.',
  caller: (position, who, wait) => `${position}. ${who} — waiting ${wait}`,
  anonymous: 'unknown number',
  membersByState: 'Agents (answered since the queue restarted)',
  paused: 'paused',
  noMembers: 'No agents.',
  memberStates: {
    UNKNOWN: 'unknown',
    AVAILABLE: 'available',
    IN_CALL: 'in call',
    BUSY: 'busy',
    INVALID: 'invalid extension',
    UNAVAILABLE: 'unreachable',
    RINGING: 'ringing',
    RINGING_IN_USE: 'ringing (already in call)',
    ON_HOLD: 'call on hold',
  },
  lastCall: (at) => `last call ${at}`,
  callsTaken: (n) => `${n} answered`,
};

const catalogs: Record<Locale, QueueMessages> = { it, en };

/** The texts of `/queue` in `locale`. */
export function queueMessagesFor(locale: Locale): QueueMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.queue…`). */
export function queueTextsFor(locale: Locale) {
  return { ...messagesFor(locale), queue: catalogs[locale] };
}
export type QueueTexts = ReturnType<typeof queueTextsFor>;

/** The usage of `/queue` (the alerts add theirs), as its help shows it. */
export const queueUsage: Readonly<Record<Locale, string>> = {
  it: '`/queue` — tutte le code con strategia e membri\n`/queue <nome>` — configurazione e statistiche di oggi\n`/queue live [nome]` — stato in tempo reale: chiamanti in attesa, operatori, riepilogo\n`/queue stats [oggi|ieri|GG/MM|settimana]` — grafico delle chiamate ricevute (per ora, esito, attese) con riepilogo',
  en: "`/queue` — all queues with strategy and members\n`/queue <name>` — configuration and today's statistics\n`/queue live [name]` — live state: callers waiting, agents, summary\n`/queue stats [today|yesterday|DD/MM|week]` — chart of the calls received (per hour, outcome, waits) with a summary",
};
