import { cardStateTextsFor } from '../../slack/views/card-state-texts.js';
import { NO_AGENTS_MIN_WAIT_SECONDS as GRACE } from './evaluate-rule.js';

/** The alerts' texts in Italian, the bot's default language: the shape every other language follows. */

export const alertMessagesIt = {
  weekdays: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
  duration: {
    seconds: (s: number) => `${s} s`,
    minutes: (m: number, s: number) => (s > 0 ? `${m} min ${s} s` : `${m} min`),
    hours: (h: number, m: number) => (m > 0 ? `${h} h ${m} min` : `${h} h`),
  },
  card: {
    title: (queue: string, critical: boolean) =>
      critical
        ? `:rotating_light: Coda ${queue}: situazione critica`
        : `:warning: Coda ${queue}: chiamanti in attesa`,
    resolvedTitle: (queue: string) => `:white_check_mark: Coda ${queue}: risolto`,
    clearingTitle: (queue: string) => `:large_green_circle: Coda ${queue}: in rientro`,
    clearing: (time: string) =>
      `Nessuna condizione dell'avviso vale dalle ${time}: l'avviso si chiude se resta così.`,
    level: 'Livello',
    levels: cardStateTextsFor('it').levels,
    waiting: 'In attesa',
    longestWait: 'Attesa più lunga',
    members: 'Operatori',
    why: 'Perché',
    met: {
      waiting: (n: number) => (n === 1 ? '1 chiamante in attesa' : `${n} chiamanti in attesa`),
      wait: (wait: string) => `attesa più lunga ${wait}`,
      noAgents: 'nessun operatore libero o che squilla',
    },
    callers: 'Chiamanti in attesa',
    noCallers: 'Nessun chiamante in attesa.',
    caller: (position: number, who: string, wait: string) => `${position}. ${who} — attende da ${wait}`,
    anonymous: 'numero sconosciuto',
    more: (n: number) => (n === 1 ? '+1 altro' : `+${n} altri`),
    since: (time: string) => `Dalle ${time}`,
    updated: (time: string) => `dati letti alle ${time}`,
    nextCheck: (time: string) => `prossimo controllo alle ${time}`,
    resolved: (time: string, duration: string) => `Risolto alle ${time} · durata ${duration}`,
    ack: cardStateTextsFor('it').ack,
    silenced: cardStateTextsFor('it').silenced,
    paused: cardStateTextsFor('it').paused,
    ackButton: 'Preso in carico',
    silenceButton: (minutes: number) => `Silenzia ${minutes} min`,
    exchangeTitle: ':electric_plug: Centralino non raggiungibile',
    exchangeBody: (time: string) =>
      `Il centralino non risponde dalle ${time}: gli avvisi delle code sono sospesi finché non torna raggiungibile.`,
    exchangeResolvedTitle: ':white_check_mark: Centralino di nuovo raggiungibile',
    exchangeResolved: (from: string, to: string, duration: string) =>
      `Non raggiungibile dalle ${from} alle ${to} (durata ${duration}).`,
  },
  reply: {
    escalated: (summary: string) => `:rotating_light: Livello critico: ${summary}`,
    resolved: (duration: string) => `:white_check_mark: Risolto. Durata ${duration}.`,
    exchangeResolved: (duration: string) =>
      `:white_check_mark: Il centralino è di nuovo raggiungibile (non lo era da ${duration}).`,
  },
  rules: {
    warning: 'avviso',
    critical: 'critico',
    waiting: (n: number) => `≥ ${n} in attesa`,
    wait: (wait: string) => `attesa ≥ ${wait}`,
    noAgents: `nessun operatore libero o che squilla e un chiamante in attesa da almeno ${GRACE} s`,
    or: ' o ',
    allQueues: 'tutte le code',
    queue: (name: string) => `coda *${name}*`,
    mention: (who: string) => `menziona ${who}`,
    hours: (days: string, from: string, to: string) => `solo ${days} ${from}–${to}`,
    fromConfig: '_(file di configurazione)_',
    added: (id: string) => `:white_check_mark: Avviso \`${id}\` creato in questo canale.`,
    pollNote: (interval: string) => `Controllo delle code ogni ${interval} circa.`,
    planTitle: 'Piano dei controlli',
    planNext: (time: string, reason: string) => `Prossimo controllo alle ${time}: ${reason}.`,
    planInterval: (interval: string) => `Intervallo attuale ${interval}.`,
    planReads: (left: number, reserved: number) =>
      `Letture rimaste oggi: ${left} (${reserved === 1 ? '1 tenuta' : `${reserved} tenute`} per coprire il resto della giornata).`,
    planProfile: (calls: number, days: number) =>
      `Letture concentrate nelle ore di traffico, apprese da ${calls === 1 ? '1 chiamata' : `${calls} chiamate`} ${days === 1 ? 'dell’ultimo giorno' : `degli ultimi ${days} giorni`}.`,
    planUniform: 'Nessuno storico delle chiamate: letture distribuite in modo uniforme.',
    planNotes: {
      'history-unavailable':
        ':warning: Storico delle chiamate non disponibile: letture uniformi, nuovo tentativo tra un’ora.',
      'budget-blocked':
        ':warning: Limite dell’API raggiunto da un altro sistema: controlli sospesi fino allo sblocco.',
      'exchange-unreachable': ':warning: Centralino non raggiungibile: controlli a intervallo regolare.',
    } as Record<string, string>,
    removed: (id: string) => `Avviso \`${id}\` eliminato.`,
    listTitle: 'Avvisi delle code',
    none: 'Nessun avviso. Creane uno con `/queue alert add <coda|*> waiting>=N`.',
    here: 'in questo canale',
    inChannel: (channel: string) => `in <#${channel}>`,
    pausedUntil: (time: string) =>
      `:double_vertical_bar: Avvisi in pausa in questo canale fino alle ${time}.`,
    paused: (minutes: number, time: string) =>
      `:double_vertical_bar: Avvisi in pausa in questo canale per ${minutes} min (fino alle ${time}).`,
    resumed: ':arrow_forward: Avvisi di nuovo attivi in questo canale.',
    notFound: (id: string) => `Avviso non trovato: \`${id}\``,
    fromConfigFile: (id: string) =>
      `L'avviso \`${id}\` è nel file di configurazione del bot: si modifica lì, non da Slack`,
    queueNotFound: (name: string, known: string) => `Coda non trovata: «${name}». Code: ${known}`,
    noChannel: 'Gli avvisi si creano in un canale: ripeti il comando nel canale che deve riceverli',
    notRunning: 'Gli avvisi delle code non sono attivi in questo bot',
  },
  issues: {
    no_condition: 'Indica almeno una condizione: `waiting>=N`, `wait>=Ns` o `noagents`.',
    bad_token: (given: string) =>
      `\`${given}\` non è una condizione valida: usa \`waiting>=N\`, \`wait>=Ns\`, \`noagents\`, \`critical:\`, \`hours=08:00-18:00\`, \`days=lun-ven\` o una menzione (@utente, @here).`,
    bad_value: (field: string, given: string) => `Valore non valido per \`${field}\`: \`${given}\`.`,
    out_of_range: (field: string, min: number, max: number) =>
      `\`${field}\` deve essere tra ${min} e ${max}.`,
    duplicate: (given: string) => `Condizione ripetuta: \`${given}\`.`,
    not_stricter: (field: string) =>
      `La soglia critica di \`${field}\` deve essere più alta di quella di avviso.`,
    bad_hours: (given: string) =>
      `Orario non valido: \`${given}\` (scrivi \`hours=08:00-18:00\`, l'inizio prima della fine).`,
    bad_days: (given: string) =>
      `Giorni non validi: \`${given}\` (scrivi \`days=lun-ven\` oppure \`days=lun,mer,ven\`).`,
    bad_mention: (given: string) =>
      `Menzione non valida: \`${given}\` (scegli la persona dall'elenco di Slack, oppure @here o @channel).`,
    too_many_mentions: (max: number) => `Al massimo ${max} menzioni.`,
    bad_minutes: (given: string) => `Minuti non validi: \`${given}\` (da 0 a 1440; 0 riattiva gli avvisi).`,
    bad_rule_id: (given: string) => `Identificativo di avviso non valido: \`${given}\`.`,
  },
  account: {
    label: 'Avvisi delle code',
    none: 'nessun avviso',
    rules: (n: number) => (n === 1 ? '1 avviso' : `${n} avvisi`),
    interval: (interval: string, reason: string) => `controllo ogni ${interval} (${reason})`,
    reasons: {
      first: 'primo controllo',
      calm: 'code tranquille: letture distribuite sulla giornata',
      busy: 'chiamanti in attesa o avviso aperto: letture più fitte',
      predicted: 'lettura al momento in cui un chiamante supera la soglia di attesa',
      resolution: 'lettura al momento in cui un avviso può chiudersi',
      minute: 'quota del minuto',
      exhausted: 'quota del giorno esaurita: ripartono a mezzanotte',
      'off-hours': 'fuori orario',
      'no-share': 'nessuna quota per i controlli',
    } as Record<string, string>,
    share: (used: number, limit: number, percent: number) =>
      `oggi ${used} di ${limit} richieste riservate ai controlli (${percent}% del giorno)`,
    shareBasis: (percent: number, byUsage: boolean) =>
      byUsage
        ? `quota dei controlli ${percent}% del giorno, secondo l'uso dei comandi nei giorni scorsi e di oggi`
        : `quota dei controlli ${percent}% del giorno (predefinita: ancora nessuno storico dei comandi)`,
    notYet: 'primo controllo in corso',
  },
};

export type AlertMessages = typeof alertMessagesIt;
