import type { Logger } from 'pino';
import { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import {
  type InstallationsDb,
  type InstallationsLocation,
  openInstallationsDb,
} from '../../tenancy/installations/installations-db.js';
import { InstallsConfigError } from '../../tenancy/installations/installations-errors.js';

/** PBX accounts connected from Slack: how their API keys are encrypted, and (one workspace) where they are kept. */
export interface ConnectedAccountsSettings {
  /** `PBX_KEY_ENCRYPTION_KEY` (writes and reads) and `PBX_KEY_ENCRYPTION_KEYS_OLD` (reads). */
  cipher: KeyCipher;
  /**
   * One workspace (`SLACK_BOT_TOKEN`): where connected accounts are kept. An app installed in many workspaces
   * keeps them beside its installations.
   */
  database?: InstallationsLocation | undefined;
}

/** The store of connected accounts of this process, and what closes it. */
export interface ConnectedAccounts {
  store: ConnectedAccountStore | undefined;
  cipher: KeyCipher;
  /** Accounts whose stored key no configured encryption key opens: put aside, the others served. */
  unreadable: readonly { id: string; keyId: string }[];
  close(): Promise<void>;
}

/**
 * Opens the store of accounts connected from Slack: in the installations' database (an installable app), in its
 * own (one workspace with a database given), or none (one workspace as before: accounts only in the file). An
 * account whose stored API key no configured encryption key opens is put aside with a warning naming the account
 * and the key id (never a key): every other account and workspace is served.
 */
export async function openConnectedAccounts(input: {
  role: 'web' | 'worker' | 'all';
  settings: ConnectedAccountsSettings | undefined;
  installationsDb: InstallationsDb | undefined;
  logger: Logger;
}): Promise<ConnectedAccounts> {
  const cipher = input.settings?.cipher ?? new KeyCipher({ current: undefined });
  let db = input.installationsDb;
  let close = async () => {};
  const where = input.settings?.database;
  if (!db && where) {
    if (input.role !== 'all' && !('url' in where)) {
      throw new InstallsConfigError(
        `the bot runs as "${input.role}" but connected accounts are in embedded PGlite, which only one process can open: set INSTALLATIONS_DATABASE_URL (PostgreSQL) to split web and worker, or run "all"`,
      );
    }
    const handle = await openInstallationsDb(where);
    input.logger.info({ database: handle.description }, 'connected accounts store open');
    db = handle.db;
    close = () => handle.close();
  }
  if (!db) return { store: undefined, cipher, unreadable: [], close };
  const store = new ConnectedAccountStore(db, cipher);
  const unreadable = await store.unreadable().catch(async (error: unknown) => {
    await close();
    throw error;
  });
  for (const problem of unreadable) {
    input.logger.warn(
      { account: problem.id, keyId: problem.keyId, configured: cipher.keyIds },
      'a connected PBX account is put aside: its API key was encrypted with a key id no configured key matches (set PBX_KEY_ENCRYPTION_KEY to that key, or list it in PBX_KEY_ENCRYPTION_KEYS_OLD)',
    );
  }
  if (!cipher.canEncrypt) {
    input.logger.warn('PBX_KEY_ENCRYPTION_KEY is not set: accounts cannot be connected from Slack');
  }
  return { store, cipher, unreadable, close };
}
