/**
 * User-facing messages of the API, in Italian as the vendor's reference gives them.
 * Messages quoted verbatim by the reference are marked `vendor`; the others are ours, phrased in the same style.
 * @see ../../../../shared/pbx-api-reference.md#errors
 */
import { API_BODY_LIMIT } from './body-limits.js';

/** `i 25`, `gli 80`: the plural article before a number as Italian reads it aloud. */
function italianArticle(n: number): string {
  const s = String(n);
  return s.startsWith('8') || s === '11' ? 'gli' : 'i';
}

/** `1.000.000`: thousands grouped as Italian writes them. */
function italianNumber(n: number): string {
  return n.toLocaleString('it-IT');
}

/** The largest `page` of the call lists (ours: the reference sets none). */
export const MAX_PAGE = 1_000_000;

/** The JSON types a field can be expected to have, as a message names them. */
const expectedTypes = {
  string: 'un testo',
  number: 'un numero',
  int: 'un numero intero',
  boolean: 'true o false',
  array: 'un elenco (array JSON)',
  object: 'un oggetto JSON',
} as const;
export type ExpectedType = keyof typeof expectedTypes;

export const messages = {
  // vendor
  queueNotFound: 'Coda non trovata',
  extensionNotFound: 'Interno non trovato',
  blacklistNotFound: 'Blacklist non trovata',
  blacklistNumberNotFound: 'Numero non trovato in questa blacklist',
  switchNotFound: 'Switch non trovato',
  contactNotFound: 'Contatto non trovato',
  // ours, following the reference's descriptions of each condition
  apiKeyMissing: 'API key mancante: invia l’header X-API-KEY',
  apiKeyInvalid: 'API key non valida',
  rateLimited: (seconds: number) => `Limite di richieste superato: riprova tra ${seconds} secondi`,
  internalError: 'Errore interno del server',
  telephonyUnreachable: 'Impossibile contattare il centralino telefonico: riprova più tardi',
  routeNotFound: 'Endpoint non trovato',
  methodNotAllowed: 'Metodo non consentito per questo endpoint',
  malformedJson: 'Corpo della richiesta non valido: JSON malformato',
  bodyMustBeObject: 'Corpo della richiesta non valido: atteso un oggetto JSON',
  unknownField: (field: string) => `Campo non ammesso: \`${field}\``,
  unknownFields: (shown: readonly string[], more: number) =>
    shown.length + more === 1
      ? `Campo non ammesso: \`${shown[0]}\``
      : `Campi non ammessi: ${shown.map((name) => `\`${name}\``).join(', ')}${more > 0 ? ` e altri ${more}` : ''}`,
  unsafeText: (field: string) =>
    `Valore non valido per il campo \`${field}\`: il carattere NUL (U+0000) e i surrogati isolati non sono ammessi`,
  unsupportedMediaType:
    'Tipo di contenuto non supportato: invia il corpo in JSON (Content-Type: application/json)',
  bodyTooLarge: (limit: string) => `Corpo della richiesta troppo grande: il massimo è ${limit}`,
  bodyTooDeep: (maxDepth: number) =>
    `Corpo della richiesta troppo annidato: al massimo ${maxDepth} livelli di oggetti e array`,
  bodyTooManyValues: (maxValues: number) =>
    `Corpo della richiesta troppo complesso: al massimo ${italianNumber(maxValues)} valori`,
  invalidField: (field: string) => `Valore non valido per il campo \`${field}\``,
  requiredField: (field: string) => `Il campo \`${field}\` è obbligatorio`,
  fieldTooLong: (field: string, max: number) =>
    `Il campo \`${field}\` supera ${italianArticle(max)} ${max} caratteri`,
  fieldEmpty: (field: string) => `Il campo \`${field}\` non può essere vuoto`,
  fieldTooShort: (field: string, min: number) => `Il campo \`${field}\` deve avere almeno ${min} caratteri`,
  fieldWrongType: (field: string, expected: ExpectedType) =>
    `Il campo \`${field}\` deve essere ${expectedTypes[expected]}`,
  fieldNotOneOf: (field: string, allowed: readonly string[]) =>
    `Il campo \`${field}\` deve essere uno tra: ${allowed.join(', ')}`,
  fieldFormat: (field: string) => `Il campo \`${field}\` non ha il formato richiesto`,
  tooManyItems: (field: string, max: number) =>
    `Il campo \`${field}\` ammette al massimo ${italianNumber(max)} ${max === 1 ? 'valore' : 'valori'}`,
  tooFewItems: (field: string, min: number) =>
    `Il campo \`${field}\` richiede almeno ${italianNumber(min)} ${min === 1 ? 'valore' : 'valori'}`,
  numberTooBig: (field: string, max: number) =>
    `Il campo \`${field}\` deve essere al massimo ${italianNumber(max)}`,
  numberTooSmall: (field: string, min: number) =>
    `Il campo \`${field}\` deve essere almeno ${italianNumber(min)}`,
  invalidDate: 'Data non valida: usa il formato YYYY-MM-DD',
  futureDate: 'Data futura non ammessa: indica oggi o una data passata',
  invalidPage: `Parametro \`page\` non valido: deve essere un intero tra 1 e ${italianNumber(MAX_PAGE)}`,
  invalidLimit: 'Parametro `limit` non valido: deve essere un intero tra 1 e 500',
  searchTooLong: 'Parametro `search` troppo lungo: massimo 50 caratteri',
  invalidId: 'Identificativo non valido: deve essere un intero positivo',
  originateMissing: 'Parametri mancanti: extension e number sono obbligatori',
  originateNumberTooShort: 'Numero non valido: servono almeno 6 cifre',
  blacklistNameInvalid: 'Il nome della blacklist può contenere solo lettere, numeri, _ e -',
  blacklistNameTooLong: 'Il nome della blacklist supera i 50 caratteri',
  blacklistNameExists: 'Esiste già una blacklist con questo nome',
  blacklistNumberInvalid:
    'Numero non valido: usa solo cifre (ammessi anche +, * e #), con prefisso ^ opzionale',
  blacklistNumberExists: 'Il numero è già presente in questa blacklist',
  contactNumberExists: 'Esiste già un contatto con questo numero',
  contactLimitReached: 'Limite di 4000 contatti raggiunto: elimina un contatto prima di crearne uno nuovo',
} as const;

/** Plain Italian messages of the calendar error codes. @see pbx-api-reference.md#errors (calendar envelope) */
export const calendarMessages = {
  calendar_not_enabled:
    'Il calendario non è attivo per questo account: serve un agente AI, la segreteria o le API di messaggistica',
  missing_event: 'Indica il tipo di appuntamento (event)',
  missing_name: 'Indica il nome della persona da prenotare (name)',
  missing_date: 'Indica la data (date) nel formato YYYY-MM-DD',
  missing_time: "Indica l'orario (time) nel formato HH:MM",
  calendar_required: 'Questo tipo di appuntamento richiede di scegliere un calendario (calendar)',
  not_found: 'Blocco non trovato',
  holiday_managed:
    'Questo blocco è generato da una festività: disattivala dalle impostazioni festività del pannello',
  invalid_date: 'Data non valida: usa il formato YYYY-MM-DD',
  invalid_time: 'Orario non valido: usa il formato HH:MM (24 ore)',
  invalid_request: 'Richiesta non valida',
  invalid_json: 'Corpo della richiesta non valido: JSON malformato',
  unsupported_media_type:
    'Tipo di contenuto non supportato: invia il corpo in JSON (Content-Type: application/json)',
  payload_too_large: messages.bodyTooLarge(API_BODY_LIMIT.label),
  body_too_complex: messages.bodyTooDeep(API_BODY_LIMIT.maxDepth),
  event_not_found: 'Tipo di appuntamento non trovato',
  calendar_not_found: 'Calendario non trovato',
  booking_not_found: 'Prenotazione non trovata',
  slot_unavailable: "L'orario scelto non è disponibile: scegli uno degli orari liberi",
  invalid_idempotency_key: 'Idempotency-Key non valida: da 1 a 200 caratteri',
  idempotency_key_reused: 'Idempotency-Key già usata per una prenotazione diversa',
  idempotency_key_in_progress: 'Una richiesta con questa Idempotency-Key è ancora in corso: riprova tra poco',
  booking_not_modifiable: 'La prenotazione è già annullata e non può essere modificata',
  unauthorized: 'API key non valida',
  rate_limited: 'Limite di richieste superato',
  internal_error: 'Errore interno del server',
} as const;

export type CalendarErrorCode = keyof typeof calendarMessages;

/** Italian messages of the sandbox surface (`/_admin`, `/_sim`); ours, the vendor has no sandbox. */
export const sandboxMessages = {
  unauthorized: 'Token di amministrazione mancante o non valido',
  accountNotFound: 'Account non trovato',
  accountExists: 'Esiste già un account con questo context',
  keyNameExists: 'Esiste già una chiave con questo nome per questo account',
  keyNotFound: 'Questo account non ha una chiave con questo nome',
  queueFull: 'Coda piena',
  noMemberAvailable: 'Nessun operatore disponibile',
  callerNotFound: 'Nessun chiamante in questa posizione della coda',
  clockNotSettable: 'Il server non consente di impostare l’orologio',
} as const;
