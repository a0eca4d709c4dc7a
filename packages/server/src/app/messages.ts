/**
 * The user-facing Italian strings, from the contract package (single source). Server code imports them from
 * here so that the import path is one line to change.
 */
export { calendarMessages, messages, sandboxMessages as adminMessages } from '@centralino/schemas';
