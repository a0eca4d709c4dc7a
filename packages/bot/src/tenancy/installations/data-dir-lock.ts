import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InstallationsDbError } from './installations-errors.js';

const LOCK_FILE = 'centralino-bot.pid';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process (a pid file): PGlite is an embedded database that one process
 * only may open, and a second bot process on the same directory would corrupt it. A file left by a process that
 * is gone is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
        throw new InstallationsDbError(
          `the installations in ${dataDir} are open in another bot process (pid ${holder}): embedded PGlite allows one process only; set INSTALLATIONS_DATABASE_URL (PostgreSQL) to run several`,
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new InstallationsDbError(`cannot claim the installations directory ${dataDir}`);
}
