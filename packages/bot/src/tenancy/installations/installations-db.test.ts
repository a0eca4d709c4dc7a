import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { slackInstallations } from './installations.schema.js';
import { openInstallationsDb } from './installations-db.js';
import { InstallationsDbError } from './installations-errors.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'installations-'));
  dirs.push(dir);
  return join(dir, 'data');
};

it('a PGlite data directory is opened by one process at a time, and free again once closed', async () => {
  const dataDir = newDir();
  const first = await openInstallationsDb({ dataDir });
  await expect(openInstallationsDb({ dataDir })).rejects.toThrow(/open in another bot process \(pid \d+\)/);
  await first.close();
  const again = await openInstallationsDb({ dataDir });
  expect(await again.db.select().from(slackInstallations)).toEqual([]);
  await again.close();
}, 60_000);

it('a pid file left by a process that is gone is taken over', async () => {
  const dataDir = newDir();
  await openInstallationsDb({ dataDir }).then((h) => h.close());
  writeFileSync(join(dataDir, 'centralino-bot.pid'), '999999');
  const handle = await openInstallationsDb({ dataDir });
  await handle.close();
}, 60_000);

it('an unreachable PostgreSQL is said plainly, without the password', async () => {
  const error = await openInstallationsDb({ url: 'postgres://bot:secret@127.0.0.1:1/bot' }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InstallationsDbError);
  expect(String((error as Error).message)).toMatch(
    /^Cannot open the installations database \(PostgreSQL 127\.0\.0\.1:1\/bot\)/,
  );
  expect(String((error as Error).message)).not.toContain('secret');
});
