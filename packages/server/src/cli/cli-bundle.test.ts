import { execFile } from 'node:child_process';
import { readFile, stat, utimes } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = new URL('../../', import.meta.url);
const bundle = new URL('dist/bundle/cli.js', packageDir);

/** `pnpm run server …` as users type it ends in the package's `cli` script. */
async function cliScript(): Promise<string> {
  const manifest = JSON.parse(await readFile(new URL('package.json', packageDir), 'utf8'));
  return manifest.scripts.cli;
}

describe('the CLI runs as built JavaScript', () => {
  it('the cli script starts plain Node on the launcher, not a TypeScript loader', async () => {
    expect(await cliScript()).toBe('node scripts/cli.mjs');
  });

  it('builds the bundle when a source is newer, then runs it', async () => {
    // A source edited after the last build (as after a pull) makes the launcher build again.
    const source = new URL('src/cli/cli-options.ts', packageDir);
    const now = new Date();
    await utimes(source, now, now);
    const { stdout } = await run(process.execPath, ['scripts/cli.mjs', '--help'], {
      cwd: packageDir,
      timeout: 60_000,
    });
    expect(stdout).toContain('Usage: pnpm run server serve');
    expect((await stat(bundle)).mtimeMs).toBeGreaterThanOrEqual(now.getTime() - 1000);
    const code = await readFile(bundle, 'utf8');
    // The workspace's TypeScript is compiled in; npm packages stay imports resolved by Node.
    expect(code).not.toMatch(/from ["']@centralino\//);
    expect(code).toMatch(/from ["']hono["']/);
    const { inputs } = JSON.parse(await readFile(new URL('dist/bundle/meta.json', packageDir), 'utf8'));
    expect(inputs).toContain('src/cli/main.ts');
  }, 60_000);
});
