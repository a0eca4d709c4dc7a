import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { mrkdwnLine } from '../../slack/views/mrkdwn-text.js';
import type { ProbeProblem } from '../../tenancy/accounts/account-probe.js';

/**
 * One sentence for every failure to reach a PBX API at an address (closed port, refused address, another
 * server, a redirect, a TLS error): what lies there is never told, and no text of its answer is shown.
 */
const notReachedIt =
  "Nessuna risposta dell'API del centralino a questo indirizzo: controlla che sia quello giusto e raggiungibile dal bot.";
const notReachedEn =
  'No answer from the exchange’s API at this address: check that it is the right one and that the bot can reach it.';

/** Texts of `/pbx connect`, `/pbx list`, `/pbx disconnect` and their modal, in Italian (the default). */
const it = {
  modalTitle: 'Collega il centralino',
  openButton: 'Collega il centralino',
  submit: 'Verifica',
  confirm: 'Collega',
  close: 'Annulla',
  done: 'Chiudi',
  intro:
    "Inserisci l'indirizzo dell'API del centralino e una chiave API. Il bot la verifica con una richiesta e ti mostra cosa ha trovato prima di salvarla.",
  urlLabel: "Indirizzo dell'API",
  urlHint: 'Per esempio https://pbx.example.com',
  keyLabel: 'Chiave API',
  keyHint:
    'Viene salvata cifrata e non sarà più mostrata: di ogni centralino si vede solo il nome della chiave.',
  problems: {
    invalid_url: 'Non è un indirizzo valido: scrivilo completo, per esempio https://pbx.example.com',
    unauthorized: 'Il centralino ha rifiutato la chiave (401): controlla di averla copiata per intero.',
    unreachable: notReachedIt,
    not_pbx: notReachedIt,
    rate_limited: 'Il centralino ha esaurito le richieste per ora: riprova tra un minuto.',
  } satisfies Record<ProbeProblem, string>,
  found: 'Il centralino ha risposto. Collegarlo a questo workspace?',
  exchange: 'Centralino',
  keyName: 'Chiave',
  limits: 'Limiti',
  limitsValue: (minute: number, day: number) => `${minute} richieste/minuto · ${day} richieste/giorno`,
  timeZone: 'Fuso orario',
  connected: (exchange: string, isDefault: boolean) =>
    `:white_check_mark: Centralino *${mrkdwnLine(exchange)}* collegato.${isDefault ? ' I comandi di questo workspace ora usano questo centralino.' : ' È collegato in aggiunta: il centralino predefinito del workspace resta lo stesso.'}`,
  expired: 'La verifica è scaduta: apri di nuovo «Collega il centralino».',
  notAdmin:
    'Solo gli amministratori del workspace (o chi ha installato l’app) possono collegare o scollegare un centralino.',
  notEnabled:
    'Collegare un centralino da Slack non è attivo in questa installazione: chi gestisce il bot deve impostare PBX_KEY_ENCRYPTION_KEY.',
  noWorkspace: 'Non riesco a capire da quale workspace arriva la richiesta.',
  listTitle: 'Centralini collegati a questo workspace',
  listEmpty: 'Nessun centralino collegato da Slack. Usa `/pbx connect` per collegarne uno.',
  listLine: (a: { id: string; exchange: string; keyName: string; isDefault: boolean; revoked: boolean }) =>
    `• *${a.exchange}* — chiave «${a.keyName}» — id \`${a.id}\`${a.isDefault ? ' — predefinito' : ''}${a.revoked ? ' — :warning: chiave rifiutata, ricollegalo' : ''}`,
  disconnected: (exchange: string) => `Centralino *${mrkdwnLine(exchange)}* scollegato da questo workspace.`,
  used: (exchange: string) =>
    `I comandi di questo canale ora usano il centralino *${mrkdwnLine(exchange)}*. \`/pbx use default\` lo riporta al centralino predefinito del workspace.`,
  cleared: 'I comandi di questo canale usano di nuovo il centralino predefinito del workspace.',
  notMapped: 'Questo canale usa già il centralino predefinito del workspace.',
  channelsLine: (channels: string) => `  canali: ${channels}`,
  notConnected: (id: string) =>
    `Nessun centralino con id \`${id}\` è collegato a questo workspace (vedi \`/pbx list\`).`,
  revokedNotice: (exchange: string, keyName: string) =>
    `:warning: Il centralino *${mrkdwnLine(exchange)}* ha rifiutato la chiave «${mrkdwnLine(keyName)}» (revocata o cambiata). Le letture automatiche (avvisi delle code, chiamate perse, report) sono ferme. Per riprendere, collega di nuovo il centralino con una chiave valida: \`/pbx connect\` o il pulsante «Collega il centralino» nella Home dell'app.`,
  unreadableNotice: (accountId: string) =>
    `:warning: Il centralino collegato \`${accountId}\` è sospeso: la sua chiave API salvata non si può più aprire (la chiave di cifratura del bot è cambiata). Gli altri centralini funzionano. Per riprenderlo, collegalo di nuovo: \`/pbx connect\` o il pulsante «Collega il centralino» nella Home dell'app.`,
  homeTitle: 'Centralino',
  homeConnectHint: 'Sei amministratore: puoi collegare il centralino di questo workspace.',
};

type ConnectMessages = typeof it;

const en: ConnectMessages = {
  modalTitle: 'Connect the exchange',
  openButton: 'Connect the exchange',
  submit: 'Check',
  confirm: 'Connect',
  close: 'Cancel',
  done: 'Close',
  intro:
    'Enter the address of the exchange’s API and an API key. The bot checks it with one request and shows you what it found before saving it.',
  urlLabel: 'API address',
  urlHint: 'For example https://pbx.example.com',
  keyLabel: 'API key',
  keyHint: 'It is stored encrypted and never shown again: of each exchange only the key’s name is shown.',
  problems: {
    invalid_url: 'Not a valid address: write it in full, for example https://pbx.example.com',
    unauthorized: 'The exchange refused the key (401): check that you copied all of it.',
    unreachable: notReachedEn,
    not_pbx: notReachedEn,
    rate_limited: 'The exchange has no requests left for now: try again in a minute.',
  },
  found: 'The exchange answered. Connect it to this workspace?',
  exchange: 'Exchange',
  keyName: 'Key',
  limits: 'Limits',
  limitsValue: (minute, day) => `${minute} requests/minute · ${day} requests/day`,
  timeZone: 'Time zone',
  connected: (exchange, isDefault) =>
    `:white_check_mark: Exchange *${mrkdwnLine(exchange)}* connected.${isDefault ? ' This workspace’s commands now use it.' : ' It was added: the workspace’s default exchange stays the same.'}`,
  expired: 'The check has expired: open “Connect the exchange” again.',
  notAdmin:
    'Only the workspace’s admins (or whoever installed the app) can connect or disconnect an exchange.',
  notEnabled:
    'Connecting an exchange from Slack is not enabled here: whoever runs the bot must set PBX_KEY_ENCRYPTION_KEY.',
  noWorkspace: 'I cannot tell which workspace the request comes from.',
  listTitle: 'Exchanges connected to this workspace',
  listEmpty: 'No exchange connected from Slack. Use `/pbx connect` to connect one.',
  listLine: (a) =>
    `• *${a.exchange}* — key “${a.keyName}” — id \`${a.id}\`${a.isDefault ? ' — default' : ''}${a.revoked ? ' — :warning: key refused, connect it again' : ''}`,
  disconnected: (exchange) => `Exchange *${mrkdwnLine(exchange)}* disconnected from this workspace.`,
  used: (exchange) =>
    `This channel's commands now use the exchange *${mrkdwnLine(exchange)}*. \`/pbx use default\` brings back the workspace's default exchange.`,
  cleared: 'This channel’s commands use the workspace’s default exchange again.',
  notMapped: 'This channel already uses the workspace’s default exchange.',
  channelsLine: (channels) => `  channels: ${channels}`,
  notConnected: (id) => `No exchange with id \`${id}\` is connected to this workspace (see \`/pbx list\`).`,
  revokedNotice: (exchange, keyName) =>
    `:warning: The exchange *${mrkdwnLine(exchange)}* refused the key “${mrkdwnLine(keyName)}” (revoked or changed). Automatic reads (queue alerts, missed calls, reports) have stopped. To resume, connect the exchange again with a valid key: \`/pbx connect\` or the “Connect the exchange” button in the app’s Home.`,
  unreadableNotice: (accountId) =>
    `:warning: The connected exchange \`${accountId}\` is suspended: its stored API key can no longer be opened (the bot's encryption key changed). Other exchanges keep working. To resume it, connect it again: \`/pbx connect\` or the “Connect the exchange” button in the app’s Home.`,
  homeTitle: 'Exchange',
  homeConnectHint: 'You are an admin: you can connect this workspace’s exchange.',
};

const catalogs: Readonly<Record<Locale, ConnectMessages>> = { it, en };

export function connectMessagesFor(locale: Locale): ConnectMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's. */
export function connectTextsFor(locale: Locale) {
  return { ...messagesFor(locale), connect: catalogs[locale] };
}

/** The usage of the subcommands, as `/pbx help` shows them. */
export const connectUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx connect` — collega il centralino a questo workspace (amministratori)',
  en: '`/pbx connect` — connect the exchange to this workspace (admins)',
};
export const listUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx list` — i centralini collegati a questo workspace (amministratori)',
  en: '`/pbx list` — the exchanges connected to this workspace (admins)',
};
export const useUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx use <id>` — i comandi di questo canale usano quel centralino collegato (`/pbx use default`: il predefinito) (amministratori)',
  en: '`/pbx use <id>` — this channel’s commands use that connected exchange (`/pbx use default`: the default one) (admins)',
};
export const disconnectUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx disconnect <id>` — scollega un centralino da questo workspace (amministratori)',
  en: '`/pbx disconnect <id>` — disconnect an exchange from this workspace (admins)',
};
