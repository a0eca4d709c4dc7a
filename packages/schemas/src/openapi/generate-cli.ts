import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeSpec } from './write-spec.js';

const specDir = resolve(import.meta.dirname, '../../../../spec');
const started = performance.now();
const written = writeSpec(specDir, { html: !process.argv.includes('--no-html') });
const ms = Math.round(performance.now() - started);
for (const file of written) {
  const kib = (statSync(join(specDir, file)).size / 1024).toFixed(1);
  console.log(`spec/${file}  ${kib} KiB`);
}
console.log(`generated in ${ms} ms`);
