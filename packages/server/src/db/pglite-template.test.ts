import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount } from '../testing/test-account.js';
import { type DatabaseHandle, openDatabase } from './open-database.js';
import { accounts } from './schema/index.js';

describe('in-memory PGlite kept as a migrated template', () => {
  let cacheDir: string;
  const opened: DatabaseHandle[] = [];
  const open = async (templateCache = cacheDir) => {
    const handle = await openDatabase({ memory: true, templateCache });
    opened.push(handle);
    return handle;
  };
  const templates = () => readdirSync(cacheDir);

  beforeAll(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'centralino-template-'));
    writeFileSync(join(cacheDir, 'pglite-template-0000000000000000.tar'), 'a template of older migrations');
  });

  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('keeps the first database, migrated and empty, in one file named after PGlite and the migrations', async () => {
    const first = await open();
    expect(templates()).toEqual([expect.stringMatching(/^pglite-template-[0-9a-f]{16}\.tar$/)]);
    await createTestAccount(first.db);
    expect(await first.db.select().from(accounts)).toHaveLength(1);
  }, 30_000);

  it('opens the next ones from that file, without writing it again, each with its own rows', async () => {
    const [name] = templates();
    const written = statSync(join(cacheDir, name!)).mtimeMs;
    const second = await open();
    const third = await open();
    expect(statSync(join(cacheDir, name!)).mtimeMs).toBe(written);
    expect(await second.db.select().from(accounts)).toEqual([]);
    await createTestAccount(second.db);
    expect(await second.db.select().from(accounts)).toHaveLength(1);
    expect(await third.db.select().from(accounts)).toEqual([]);
  }, 30_000);

  it('replaces a template it cannot load, and opens the long way meanwhile', async () => {
    const [name] = templates();
    writeFileSync(join(cacheDir, name!), 'not a data directory');
    const handle = await open();
    expect(await handle.db.select().from(accounts)).toEqual([]);
    expect(statSync(join(cacheDir, name!)).size).toBeGreaterThan(1_000_000);
    expect(await (await open()).db.select().from(accounts)).toEqual([]);
  }, 60_000);

  it('opens the long way when the cache cannot be written', async () => {
    const blocked = join(cacheDir, 'not-a-folder');
    writeFileSync(blocked, '');
    const handle = await open(blocked);
    expect(await handle.db.select().from(accounts)).toEqual([]);
  }, 30_000);
});
