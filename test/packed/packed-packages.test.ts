import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';
import { resolutionModes, writeConsumerProject } from './consumer-project.js';
import { type PackedPackage, packPackages } from './pack-packages.js';
import { packageProblems } from './package-contents.js';
import { publishablePackages, readManifest } from './publishable-packages.js';
import { runCommand } from './run-command.js';

/**
 * The packages as another team gets them: every publishable package is packed, the tarballs are installed with
 * npm into a fresh project outside the workspace, and a consumer is type-checked (node16 and bundler resolution,
 * strict, library checks on) and run against the sandbox server it starts from the installed packages.
 */
describe('packed packages in a fresh project', () => {
  const publishable = publishablePackages();
  let workDir: string;
  let project: string;
  let packed: PackedPackage[];
  /** The compilations, started together once the project is installed (each test awaits its own). */
  const compilations = new Map<string, Promise<unknown>>();
  const compile = (config: string) => compilations.get(config) ?? Promise.reject(new Error('not installed'));

  /** Build output of a source that was moved or removed since the last build: `prepack` must not ship it. */
  const staleOutput = join(repoRoot, 'packages', 'slack-sandbox', 'dist', 'moved-away', 'old-module.js');

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'centralino-consumer-'));
    project = join(workDir, 'project');
    mkdirSync(project);
    mkdirSync(join(staleOutput, '..'), { recursive: true });
    writeFileSync(staleOutput, 'export const gone = true;\n');
    packed = await packPackages(publishable, join(workDir, 'tarballs'));
    writeConsumerProject(project, packed);
    // npm's own cache (the user's, shared by every clone, as pnpm's store is): a cache inside the clone starts
    // empty in every fresh clone and made each run download the whole dependency tree again
    await runCommand('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: project,
    });
    const tsc = join(project, 'node_modules', '.bin', 'tsc');
    const configs = [...Object.keys(resolutionModes).map((mode) => `tsconfig.${mode}.json`), 'tsconfig.json'];
    for (const config of configs) {
      const compilation = runCommand(tsc, ['-p', config], { cwd: project });
      compilation.catch(() => undefined); // reported by the test that awaits it
      compilations.set(config, compilation);
    }
  }, 300_000);

  // The consumer project holds a whole npm install (tens of thousands of files): removing it takes well over the
  // default 10 s hook limit on a loaded 2-core machine, and must not block the worker's event loop meanwhile.
  afterAll(async () => {
    await rm(join(staleOutput, '..'), { recursive: true, force: true });
    if (workDir) await rm(workDir, { recursive: true, force: true, maxRetries: 3 });
  }, 120_000);

  it('packs every publishable package', () => {
    expect(packed.map(({ name }) => name).sort()).toEqual(publishable.map(({ name }) => name).sort());
    expect(packed.map(({ name }) => name)).toContain('@centralino/client');
    expect(packed.map(({ name }) => name)).toContain('@centralino/schemas');
  });

  it('ships each package complete and clean', () => {
    const engines = readManifest(join(repoRoot, 'package.json')).engines ?? {};
    const problems = Object.fromEntries(
      publishable.map(({ name }) => {
        const dir = join(project, 'node_modules', name);
        return [name, packageProblems(dir, readManifest(join(dir, 'package.json')), engines)];
      }),
    );
    expect(problems).toEqual(Object.fromEntries(publishable.map(({ name }) => [name, []])));
  });

  for (const mode of Object.keys(resolutionModes)) {
    it(`type-checks a strict consumer with ${mode} resolution`, async () => {
      await compile(`tsconfig.${mode}.json`);
    }, 120_000);
  }

  it('runs the consumer against the sandbox server started from the installed packages', async () => {
    await compile('tsconfig.json');
    const { stdout } = await runCommand(process.execPath, ['out/main.js'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      waiting: 1,
      typed: 'number',
      member: '201',
      refused: {
        status: 400,
        message: 'Numero non valido: usa solo cifre (ammessi anche +, * e #), con prefisso ^ opzionale',
      },
      contract: '/v1/queue/{name}/live',
      signature: true,
    });
  }, 120_000);

  it('loads the entries with require() from CommonJS', async () => {
    const { stdout } = await runCommand(process.execPath, ['require-entries.cjs'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual({
      '@centralino/client': true,
      '@centralino/client/validate': true,
      '@centralino/schemas': true,
    });
  });
});
