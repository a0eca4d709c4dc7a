import { simMessages } from '@centralino/schemas';
import { findAccountByContext } from '../../accounts/accounts.js';
import { ApiError } from '../../app/api-error.js';
import { adminMessages, messages } from '../../app/messages.js';
import type { Database } from '../../db/database.js';
import { SimulatorError, type SimulatorErrorReason } from '../../telephony/simulator-error.js';

const statusOf: Record<SimulatorErrorReason, [404 | 409, string]> = {
  queue_not_found: [404, messages.queueNotFound],
  queue_full: [409, adminMessages.queueFull],
  caller_not_found: [404, adminMessages.callerNotFound],
  member_not_found: [404, messages.extensionNotFound],
  no_member_available: [409, adminMessages.noMemberAvailable],
  extension_not_found: [404, messages.extensionNotFound],
  voip_number_not_found: [404, simMessages.voipNumberNotFound],
};

/** Runs a simulator command, turning its refusals into 404/409 in the plain envelope. */
export async function simCommand<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof SimulatorError) {
      const [status, message] = statusOf[error.reason];
      throw new ApiError(status, message);
    }
    throw error;
  }
}

/** The account of a `/_sim/{context}` path, or 404 `Account non trovato`. */
export async function simAccount(db: Database, context: string) {
  const account = await findAccountByContext(db, context);
  if (!account) throw new ApiError(404, adminMessages.accountNotFound);
  return account;
}
