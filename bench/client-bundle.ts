/**
 * Size of `@centralino/client` in a browser bundle (esbuild, ESM, minified; gzip level 9), with and without the
 * validation entry, next to raw openapi-fetch. Run: `pnpm exec tsx bench/client-bundle.ts`.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface BuildResult {
  outputFiles: { contents: Uint8Array }[];
  metafile: { inputs: Record<string, unknown> };
}
interface Esbuild {
  build(options: object): Promise<BuildResult>;
  version: string;
}

const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))(
  'esbuild',
) as Esbuild;
const clientDir = fileURLToPath(new URL('../packages/client/', import.meta.url));

const cases: [name: string, source: string][] = [
  ['openapi-fetch alone (baseline)', `export { default } from 'openapi-fetch';`],
  ['@centralino/client (main entry)', `export * from './src/index.ts';`],
  ['@centralino/client/validate', `export * from './src/validate.ts';`],
  [
    'client + validate (validation on)',
    `export * from './src/index.ts'; export { zodValidator } from './src/validate.ts';`,
  ],
];

async function measure(source: string) {
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: clientDir, loader: 'ts', sourcefile: 'entry.ts' },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.keys(result.metafile.inputs);
  return {
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    hasZod: inputs.some((path) => path.includes('/zod/')),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(`esbuild ${esbuild.version}, platform browser, ESM, minified, gzip -9`);
console.log(['bundle'.padEnd(36), 'minified'.padStart(10), 'gzip'.padStart(10), '  zod'].join(''));
const sizes: Record<string, { minified: number; gzip: number }> = {};
for (const [name, source] of cases) {
  const size = await measure(source);
  sizes[name] = size;
  console.log(
    [
      name.padEnd(36),
      kb(size.minified).padStart(10),
      kb(size.gzip).padStart(10),
      size.hasZod ? '  yes' : '  no',
    ].join(''),
  );
}
const base = sizes['openapi-fetch alone (baseline)'];
const main = sizes['@centralino/client (main entry)'];
const all = sizes['client + validate (validation on)'];
if (base && main && all) {
  console.log(`client code on top of openapi-fetch: +${kb(main.gzip - base.gzip)} gzip`);
  console.log(
    `validation adds: +${kb(all.gzip - main.gzip)} gzip (×${(all.gzip / main.gzip).toFixed(1)} the main entry)`,
  );
}
