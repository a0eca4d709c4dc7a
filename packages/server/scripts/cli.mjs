// `pnpm run server …`: runs the CLI from its JavaScript bundle, as a deployment would, building the bundle first
// when it is missing or older than one of its source files (a fresh clone, a pull, an edit).
import { readFile, stat } from 'node:fs/promises';
import { bundleDir } from './build-cli.mjs';

const root = new URL('../', import.meta.url);
const bundle = new URL('cli.js', bundleDir);

async function isFresh() {
  try {
    const built = (await stat(bundle)).mtimeMs;
    const { inputs } = JSON.parse(await readFile(new URL('meta.json', bundleDir), 'utf8'));
    const times = await Promise.all(
      inputs.map((input) =>
        stat(new URL(input, root)).then(
          (s) => s.mtimeMs,
          () => Number.POSITIVE_INFINITY,
        ),
      ),
    );
    return times.every((time) => time <= built);
  } catch {
    return false;
  }
}

if (!(await isFresh())) {
  const { buildCli } = await import('./build-cli.mjs');
  await buildCli();
}
process.setSourceMapsEnabled(true);
await import(bundle.href);
