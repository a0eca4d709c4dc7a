import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { latestRelease } from './releases.js';
import { compareSpecs, lowestAllowedVersion, versionProblem } from './spec-changes.js';

// `pnpm spec:changes`: the changes of spec/openapi.json since the newest release, classified, and whether
// info.version fits them (exit code 1 when it does not).
const specDir = resolve(import.meta.dirname, '../../../../spec');
const current = JSON.parse(readFileSync(join(specDir, 'openapi.json'), 'utf8'));
const release = latestRelease(join(specDir, 'releases'));
const { level, changes } = compareSpecs(release.document, current);

for (const type of ['breaking', 'non-breaking', 'deprecated', 'unclassified', 'annotation'] as const) {
  const ofType = changes.filter((change) => change.type === type);
  if (ofType.length === 0) continue;
  console.log(`\n${type} (${ofType.length}):`);
  for (const change of ofType)
    console.log(`  ${change.action} ${change.path} ${change.description}`.trimEnd());
}
console.log(
  `\nsince ${release.version}: ${level === 'none' ? 'no change' : `${level} change`}; ` +
    `info.version ${current.info.version} (at least ${lowestAllowedVersion(release.version, level)})`,
);
const problem = versionProblem(current.info.version, release.version, level);
if (problem) {
  console.error(problem);
  process.exitCode = 1;
}
