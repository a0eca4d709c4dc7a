// Bundles the CLI (`src/cli/main.ts`) into plain JavaScript for Node: the workspace's own TypeScript packages
// (`@centralino/*`) are compiled in, npm dependencies stay imports. `scripts/cli.mjs` runs the bundle.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the bundle and its list of inputs are written (two levels below the package, like `src/db/`). */
export const bundleDir = new URL('../dist/bundle/', import.meta.url);

/** Every bare import but the workspace's own packages is left to Node. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@centralino/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Builds `dist/bundle/cli.js` (+ source map) and `dist/bundle/meta.json` (the inputs, to tell when it is stale). */
export async function buildCli() {
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/bundle/cli.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalDependencies],
    write: false,
  });
  await mkdir(bundleDir, { recursive: true });
  // Each file is written aside and renamed into place: a second process starting meanwhile reads whole files.
  const files = [
    ...result.outputFiles.map((file) => ({ path: file.path, contents: file.contents })),
    {
      path: fileURLToPath(new URL('meta.json', bundleDir)),
      contents: JSON.stringify({ inputs: Object.keys(result.metafile.inputs) }),
    },
  ];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildCli();
