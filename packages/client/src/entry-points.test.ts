import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The part of esbuild's API used here (its types are not resolvable from this package). */
interface Esbuild {
  build(options: object): Promise<{ metafile: { inputs: Record<string, unknown> } }>;
}

/** esbuild as installed for tsx (the repo has no direct dependency on it). */
function loadEsbuild(): Esbuild {
  const fromTsx = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return fromTsx('esbuild') as Esbuild;
}

async function bundledInputs(entry: string): Promise<string[]> {
  const esbuild = loadEsbuild();
  const result = await esbuild.build({
    entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

describe('entry points', () => {
  it('the main entry bundles for the browser without zod or the contracts', async () => {
    const inputs = await bundledInputs('./index.ts');
    expect(inputs.some((path) => path.includes('openapi-fetch'))).toBe(true);
    expect(inputs.filter((path) => /zod|packages\/schemas|@centralino\/schemas|node:/.test(path))).toEqual(
      [],
    );
  });

  it('the validate entry brings zod and the route contracts', async () => {
    const inputs = await bundledInputs('./validate.ts');
    expect(inputs.some((path) => path.includes('zod'))).toBe(true);
    expect(inputs.some((path) => path.includes('schemas/src/routes'))).toBe(true);
  });
});
