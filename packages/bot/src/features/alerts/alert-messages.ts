import type { Locale } from '../../config/bot-config.schema.js';
import type { AlertRuleIssue } from './alert-rule-issue.js';

interface MemberCounts {
  available: number;
  inCall: number;
  paused: number;
  unavailable: number;
}

const it = {
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
    levels: {
      warning: ':large_yellow_circle: Avviso',
      critical: ':red_circle: Critico',
      clearing: ':large_green_circle: In rientro',
    },
    waiting: 'In attesa',
    longestWait: 'Attesa più lunga',
    members: 'Operatori',
    membersValue: (c: MemberCounts) =>
      `disponibili ${c.available} · in chiamata ${c.inCall} · in pausa ${c.paused} · non raggiungibili ${c.unavailable}`,
    why: 'Perché',
    met: {
      waiting: (n: number) => (n === 1 ? '1 chiamante in attesa' : `${n} chiamanti in attesa`),
      wait: (wait: string) => `attesa più lunga ${wait}`,
      noAgents: 'nessun operatore disponibile',
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
    ack: (user: string, time: string) => `:raising_hand: Preso in carico da <@${user}> alle ${time}`,
    silenced: (user: string, time: string) => `:no_bell: Silenziato da <@${user}> fino alle ${time}`,
    paused: (time: string) => `:double_vertical_bar: Avvisi in pausa in questo canale fino alle ${time}`,
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
    noAgents: 'nessun operatore disponibile',
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
      `Letture rimaste oggi: ${left} (${reserved} tenute per coprire la giornata fino a sera).`,
    planProfile: (calls: number, days: number) =>
      `Letture concentrate nelle ore di traffico, apprese da ${calls} chiamate degli ultimi ${days} giorni.`,
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

export type AlertMessages = typeof it;

const en: AlertMessages = {
  weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  duration: it.duration,
  card: {
    title: (queue, critical) =>
      critical ? `:rotating_light: Queue ${queue}: critical` : `:warning: Queue ${queue}: callers waiting`,
    resolvedTitle: (queue) => `:white_check_mark: Queue ${queue}: resolved`,
    clearingTitle: (queue) => `:large_green_circle: Queue ${queue}: back to normal`,
    clearing: (time) => `No condition of the alert holds since ${time}: the alert closes if it stays so.`,
    level: 'Level',
    levels: {
      warning: ':large_yellow_circle: Warning',
      critical: ':red_circle: Critical',
      clearing: ':large_green_circle: Back to normal',
    },
    waiting: 'Waiting',
    longestWait: 'Longest wait',
    members: 'Members',
    membersValue: (c) =>
      `available ${c.available} · in a call ${c.inCall} · paused ${c.paused} · unreachable ${c.unavailable}`,
    why: 'Why',
    met: {
      waiting: (n) => (n === 1 ? '1 caller waiting' : `${n} callers waiting`),
      wait: (wait) => `longest wait ${wait}`,
      noAgents: 'nobody available',
    },
    callers: 'Callers waiting',
    noCallers: 'No caller waiting.',
    caller: (position, who, wait) => `${position}. ${who} — waiting ${wait}`,
    anonymous: 'unknown number',
    more: (n) => `+${n} more`,
    since: (time) => `Since ${time}`,
    updated: (time) => `data read at ${time}`,
    nextCheck: (time) => `next check at ${time}`,
    resolved: (time, duration) => `Resolved at ${time} · lasted ${duration}`,
    ack: (user, time) => `:raising_hand: Taken by <@${user}> at ${time}`,
    silenced: (user, time) => `:no_bell: Silenced by <@${user}> until ${time}`,
    paused: (time) => `:double_vertical_bar: Alerts paused in this channel until ${time}`,
    ackButton: 'Taking it',
    silenceButton: (minutes) => `Silence ${minutes} min`,
    exchangeTitle: ':electric_plug: Exchange unreachable',
    exchangeBody: (time) =>
      `The exchange has not answered since ${time}: queue alerts are on hold until it is reachable again.`,
    exchangeResolvedTitle: ':white_check_mark: Exchange reachable again',
    exchangeResolved: (from, to, duration) => `Unreachable from ${from} to ${to} (${duration}).`,
  },
  reply: {
    escalated: (summary) => `:rotating_light: Critical: ${summary}`,
    resolved: (duration) => `:white_check_mark: Resolved. Lasted ${duration}.`,
    exchangeResolved: (duration) =>
      `:white_check_mark: The exchange is reachable again (it was not for ${duration}).`,
  },
  rules: {
    warning: 'warning',
    critical: 'critical',
    waiting: (n) => `≥ ${n} waiting`,
    wait: (wait) => `wait ≥ ${wait}`,
    noAgents: 'nobody available',
    or: ' or ',
    allQueues: 'every queue',
    queue: (name) => `queue *${name}*`,
    mention: (who) => `mentions ${who}`,
    hours: (days, from, to) => `only ${days} ${from}–${to}`,
    fromConfig: '_(configuration file)_',
    added: (id) => `:white_check_mark: Alert \`${id}\` created in this channel.`,
    pollNote: (interval) => `Queues are checked about every ${interval}.`,
    planTitle: 'Check plan',
    planNext: (time, reason) => `Next check at ${time}: ${reason}.`,
    planInterval: (interval) => `Current interval ${interval}.`,
    planReads: (left, reserved) =>
      `Reads left today: ${left} (${reserved} kept to cover the rest of the day).`,
    planProfile: (calls, days) =>
      `Reads follow the busy hours, learnt from ${calls} calls of the last ${days} days.`,
    planUniform: 'No call history: reads spread evenly.',
    planNotes: {
      'history-unavailable': ':warning: Call history unavailable: even reads, trying again in an hour.',
      'budget-blocked': ':warning: API limit reached by another system: checks paused until it clears.',
      'exchange-unreachable': ':warning: Exchange unreachable: checks at a regular interval.',
    },
    removed: (id) => `Alert \`${id}\` deleted.`,
    listTitle: 'Queue alerts',
    none: 'No alerts. Create one with `/queue alert add <queue|*> waiting>=N`.',
    here: 'in this channel',
    inChannel: (channel) => `in <#${channel}>`,
    pausedUntil: (time) => `:double_vertical_bar: Alerts paused in this channel until ${time}.`,
    paused: (minutes, time) =>
      `:double_vertical_bar: Alerts paused in this channel for ${minutes} min (until ${time}).`,
    resumed: ':arrow_forward: Alerts active again in this channel.',
    notFound: (id) => `Alert not found: \`${id}\``,
    fromConfigFile: (id) =>
      `Alert \`${id}\` is in the bot's configuration file: change it there, not from Slack`,
    queueNotFound: (name, known) => `Queue not found: "${name}". Queues: ${known}`,
    noChannel:
      'Alerts are created in a channel: run the command again in the channel that should receive them',
    notRunning: 'Queue alerts are not running in this bot',
  },
  issues: {
    no_condition: 'Give at least one condition: `waiting>=N`, `wait>=Ns` or `noagents`.',
    bad_token: (given) =>
      `\`${given}\` is not a valid condition: use \`waiting>=N\`, \`wait>=Ns\`, \`noagents\`, \`critical:\`, \`hours=08:00-18:00\`, \`days=mon-fri\` or a mention (@user, @here).`,
    bad_value: (field, given) => `Invalid value for \`${field}\`: \`${given}\`.`,
    out_of_range: (field, min, max) => `\`${field}\` must be between ${min} and ${max}.`,
    duplicate: (given) => `Repeated condition: \`${given}\`.`,
    not_stricter: (field) => `The critical threshold of \`${field}\` must be higher than the warning one.`,
    bad_hours: (given) => `Invalid hours: \`${given}\` (write \`hours=08:00-18:00\`, start before end).`,
    bad_days: (given) => `Invalid days: \`${given}\` (write \`days=mon-fri\` or \`days=mon,wed,fri\`).`,
    bad_mention: (given) =>
      `Invalid mention: \`${given}\` (pick the person from Slack's list, or @here or @channel).`,
    too_many_mentions: (max) => `At most ${max} mentions.`,
    bad_minutes: (given) => `Invalid minutes: \`${given}\` (0 to 1440; 0 resumes alerts).`,
    bad_rule_id: (given) => `Invalid alert id: \`${given}\`.`,
  },
  account: {
    label: 'Queue alerts',
    none: 'no alerts',
    rules: (n) => (n === 1 ? '1 alert' : `${n} alerts`),
    interval: (interval, reason) => `checked every ${interval} (${reason})`,
    reasons: {
      first: 'first check',
      calm: 'queues calm: reads spread over the day',
      busy: 'callers waiting or an alert open: reads closer together',
      predicted: 'read when a caller crosses the wait threshold',
      resolution: 'read when an alert may close',
      minute: 'share of the minute',
      exhausted: 'share of the day used up: resumes at midnight',
      'off-hours': 'outside business hours',
      'no-share': 'no share for checks',
    },
    share: (used, limit, percent) =>
      `today ${used} of ${limit} requests kept for checks (${percent}% of the day)`,
    shareBasis: (percent, byUsage) =>
      byUsage
        ? `checks' share ${percent}% of the day, following what commands used on recent days and today`
        : `checks' share ${percent}% of the day (default: no command history yet)`,
    notYet: 'first check running',
  },
};

const catalogs: Record<Locale, AlertMessages> = { it, en };

/** The alert texts of a locale (cards are written in the bot's default locale). */
export function alertMessagesFor(locale: Locale): AlertMessages {
  return catalogs[locale];
}

/** The sentence explaining why a `/queue alert` text was refused. */
export function alertIssueText(issue: AlertRuleIssue, locale: Locale): string {
  const t = alertMessagesFor(locale).issues;
  switch (issue.kind) {
    case 'no_condition':
      return t.no_condition;
    case 'bad_token':
      return t.bad_token(issue.given);
    case 'bad_value':
      return t.bad_value(issue.field, issue.given);
    case 'out_of_range':
      return t.out_of_range(issue.field, issue.min, issue.max);
    case 'duplicate':
      return t.duplicate(issue.given);
    case 'not_stricter':
      return t.not_stricter(issue.field);
    case 'bad_hours':
      return t.bad_hours(issue.given);
    case 'bad_days':
      return t.bad_days(issue.given);
    case 'bad_mention':
      return t.bad_mention(issue.given);
    case 'too_many_mentions':
      return t.too_many_mentions(issue.max);
    case 'bad_minutes':
      return t.bad_minutes(issue.given);
    case 'bad_rule_id':
      return t.bad_rule_id(issue.given);
  }
}
