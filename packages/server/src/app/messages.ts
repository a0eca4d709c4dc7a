/**
 * The user-facing Italian strings, from the contract package (single source). Server code imports them from
 * here so that the import path is one line to change.
 */
export { calendarMessages, messages } from '@centralino/schemas';

/**
 * Sandbox admin messages, as written in the sandbox contract (`@centralino/schemas` admin/sandbox.route.ts).
 * TODO: move into `messages` of @centralino/schemas and re-export from there.
 */
export const adminMessages = {
  unauthorized: 'Token di amministrazione mancante o non valido',
  accountNotFound: 'Account non trovato',
  accountExists: 'Esiste già un account con questo context',
  keyNameExists: 'Esiste già una chiave con questo nome per questo account',
} as const;
