import type { Locale } from '../../core/config/bot-config.schema.js';

/** The App Home's texts. */
export interface HomeTexts {
  title: (account: string) => string;
  readAt: (time: string) => string;
  /** Under a queue shown in a modal (which does not update). */
  queueReadAt: (time: string) => string;
  noAccount: string;
  connectHint: string;
  connectButton: string;
  keyRefused: (exchange: string, keyName: string) => string;
  noSample: string;
  queueLine: (name: string, waiting: number, longest: string | undefined) => string;
  noQueues: string;
  alertsTitle: string;
  noAlerts: string;
  /** `level`: the card's own words for its level (`cardStateTextsFor`). */
  alertLine: (queue: string, level: string, channel: string, since: string) => string;
  exchangeDown: (channel: string, since: string) => string;
  youTitle: string;
  missedTitle: (n: number) => string;
  missedLine: (m: {
    who: string;
    label: string | undefined;
    count: number;
    at: string;
    channel: string;
    takenBy: string | undefined;
  }) => string;
  withheld: string;
  bookingsTitle: (n: number) => string;
  bookingLine: (time: string, who: string, by: string, cancelled: boolean) => string;
  bookingsSource: string;
  notLinked: string;
  linked: (extension: string, state: string | undefined) => string;
  memberStates: Record<'free' | 'ringing' | 'inCall' | 'paused' | 'unreachable' | 'unknown', string>;
  notInQueues: string;
  footer: string;
  detail: string;
  modalTitle: (queue: string) => string;
  shareLabel: string;
  shareHint: string;
  share: string;
  close: string;
  gone: string;
  chooseChannel: string;
  sharedBy: (user: string, time: string) => string;
  shareFailed: (channel: string) => string;
  shareLater: string;
}

const it: HomeTexts = {
  title: (account) => `Centralino — ${account}`,
  readAt: (time) =>
    `Dati aggiornati alle ${time}: la pagina cambia da sola quando cambiano le code o gli avvisi.`,
  queueReadAt: (time) => `Coda letta alle ${time}.`,
  noAccount:
    '*Questo workspace non è collegato a nessun centralino.*\nChiedi a chi gestisce il bot di aggiungere il tuo account PBX alla configurazione (o di collegare il canale o il workspace a un account): poi qui vedrai le code in tempo reale.',
  connectHint:
    'Sei amministratore del workspace: puoi collegare il centralino da qui (indirizzo dell’API e chiave).',
  connectButton: 'Collega il centralino',
  keyRefused: (exchange, keyName) =>
    `:warning: Il centralino *${exchange}* ha rifiutato la chiave «${keyName}»: le letture automatiche sono ferme. Collegalo di nuovo con una chiave valida.`,
  noSample:
    'Nessuna lettura recente delle code. Qui compaiono appena il bot le legge: quando nel canale ci sono avvisi attivi (`/queue alert add …`) o quando qualcuno scrive `/queue live`.',
  queueLine: (name, waiting, longest) =>
    waiting === 0
      ? `*${name}* — nessun chiamante in attesa`
      : `*${name}* — ${waiting === 1 ? '1 chiamante in attesa' : `${waiting} chiamanti in attesa`} · attesa più lunga ${longest}`,
  noQueues: 'Nessuna coda su questo centralino.',
  alertsTitle: 'Avvisi aperti',
  noAlerts: 'Nessun avviso aperto.',
  alertLine: (queue, level, channel, since) => `${level} · *${queue}* in <#${channel}> dalle ${since}`,
  exchangeDown: (channel, since) =>
    `:black_circle: Centralino non raggiungibile (avviso in <#${channel}>) dalle ${since}`,
  youTitle: 'Tu',
  missedTitle: (n) => (n === 1 ? '1 chiamata persa da richiamare' : `${n} chiamate perse da richiamare`),
  missedLine: (m) =>
    `:telephone_receiver: ${m.who}${m.label ? ` (${m.label})` : ''} — ${m.count === 1 ? 'alle' : `${m.count} volte, l'ultima alle`} ${m.at} · <#${m.channel}>${m.takenBy ? ` · se ne occupa <@${m.takenBy}>` : ''}`,
  withheld: 'numero nascosto',
  bookingsTitle: (n) => (n === 1 ? 'Oggi 1 appuntamento' : `Oggi ${n} appuntamenti`),
  bookingLine: (time, who, by, cancelled) =>
    cancelled ? `~*${time}* · ${who}~ · disdetto` : `:calendar: *${time}* · ${who} · preso da ${by}`,
  bookingsSource: 'Dagli avvisi dell’exchange (webhook); `/book list oggi` legge l’agenda intera.',
  notLinked:
    'Nessun interno collegato. Scrivi `/pbx link <interno>` per collegare il tuo e chiamare da Slack.',
  linked: (extension, state) =>
    state === undefined ? `Interno *${extension}*` : `Interno *${extension}* — ${state}`,
  memberStates: {
    free: 'libero',
    ringing: 'squilla',
    inCall: 'in chiamata',
    paused: 'in pausa',
    unreachable: 'non raggiungibile',
    unknown: 'stato sconosciuto',
  },
  notInQueues: 'non è in nessuna coda (stato non letto qui)',
  footer: 'Comandi: `/queue live`, `/queue alert list`, `/pbx help`.',
  detail: 'Dettaglio',
  modalTitle: (queue) => `Coda ${queue}`,
  shareLabel: 'Condividi in un canale',
  shareHint: 'Chi è nel canale vede questa lettura della coda, con il tuo nome.',
  share: 'Condividi',
  close: 'Chiudi',
  gone: 'Questa coda non è nell’ultima lettura: riapri la Home.',
  chooseChannel: 'Scegli il canale in cui condividere.',
  sharedBy: (user, time) => `Condiviso da <@${user}> · coda letta alle ${time}`,
  shareFailed: (channel) =>
    `Non riesco a scrivere in <#${channel}>: invita il bot nel canale (/invite @centralino) e riprova.`,
  shareLater: 'Slack non ha accettato il messaggio in questo momento: riprova tra qualche secondo.',
};

const en: HomeTexts = {
  title: (account) => `Phone system — ${account}`,
  readAt: (time) =>
    `Data updated at ${time}: this page changes by itself when the queues or the alerts change.`,
  queueReadAt: (time) => `Queue read at ${time}.`,
  noAccount:
    '*This workspace is not connected to a phone system.*\nAsk whoever runs the bot to add your PBX account to its configuration (or to route this channel or workspace to an account): the live queues will then show here.',
  connectHint:
    'You are an admin of this workspace: you can connect the exchange from here (API address and key).',
  connectButton: 'Connect the exchange',
  keyRefused: (exchange, keyName) =>
    `:warning: The exchange *${exchange}* refused the key “${keyName}”: automatic reads have stopped. Connect it again with a valid key.`,
  noSample:
    'No recent reading of the queues. They show here as soon as the bot reads them: while a channel has alerts (`/queue alert add …`) or when someone types `/queue live`.',
  queueLine: (name, waiting, longest) =>
    waiting === 0
      ? `*${name}* — no callers waiting`
      : `*${name}* — ${waiting === 1 ? '1 caller waiting' : `${waiting} callers waiting`} · longest wait ${longest}`,
  noQueues: 'No queues on this phone system.',
  alertsTitle: 'Open alerts',
  noAlerts: 'No open alerts.',
  alertLine: (queue, level, channel, since) => `${level} · *${queue}* in <#${channel}> since ${since}`,
  exchangeDown: (channel, since) =>
    `:black_circle: Phone system unreachable (alert in <#${channel}>) since ${since}`,
  youTitle: 'You',
  missedTitle: (n) => (n === 1 ? '1 missed call to return' : `${n} missed calls to return`),
  missedLine: (m) =>
    `:telephone_receiver: ${m.who}${m.label ? ` (${m.label})` : ''} — ${m.count === 1 ? 'at' : `${m.count} times, last at`} ${m.at} · <#${m.channel}>${m.takenBy ? ` · <@${m.takenBy}> is on it` : ''}`,
  withheld: 'withheld number',
  bookingsTitle: (n) => (n === 1 ? '1 booking today' : `${n} bookings today`),
  bookingLine: (time, who, by, cancelled) =>
    cancelled ? `~*${time}* · ${who}~ · cancelled` : `:calendar: *${time}* · ${who} · booked by ${by}`,
  bookingsSource: 'From the exchange’s notices (webhooks); `/book list today` reads the whole diary.',
  notLinked: 'No extension linked. Type `/pbx link <extension>` to link yours and call from Slack.',
  linked: (extension, state) =>
    state === undefined ? `Extension *${extension}*` : `Extension *${extension}* — ${state}`,
  memberStates: {
    free: 'free',
    ringing: 'ringing',
    inCall: 'in a call',
    paused: 'paused',
    unreachable: 'unreachable',
    unknown: 'unknown state',
  },
  notInQueues: 'is in no queue (its state is not read here)',
  footer: 'Commands: `/queue live`, `/queue alert list`, `/pbx help`.',
  detail: 'Details',
  modalTitle: (queue) => `Queue ${queue}`,
  shareLabel: 'Share in a channel',
  shareHint: 'People in the channel see this reading of the queue, with your name.',
  share: 'Share',
  close: 'Close',
  gone: 'This queue is not in the latest reading: open the Home again.',
  chooseChannel: 'Choose the channel to share in.',
  sharedBy: (user, time) => `Shared by <@${user}> · queue read at ${time}`,
  shareFailed: (channel) =>
    `I cannot post in <#${channel}>: invite the bot to the channel (/invite @centralino) and try again.`,
  shareLater: 'Slack did not accept the message right now: try again in a few seconds.',
};

export function homeTextsFor(locale: Locale): HomeTexts {
  return locale === 'en' ? en : it;
}
