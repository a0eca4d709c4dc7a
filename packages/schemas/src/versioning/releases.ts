import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/** A released version of the public spec, kept as `spec/releases/<version>.openapi.json`. */
export interface SpecRelease {
  version: string;
  document: { info: { version: string } };
}

const releaseFile = /^(\d+\.\d+\.\d+)\.openapi\.json$/;

/** The newest release in `releasesDir`; changes are classified against it. */
export function latestRelease(releasesDir: string): SpecRelease {
  const versions = readdirSync(releasesDir)
    .map((file) => releaseFile.exec(file)?.[1])
    .filter((version): version is string => version !== undefined)
    .sort(semver.compare);
  const version = versions.at(-1);
  if (!version) throw new Error(`no release in ${releasesDir} (expected <version>.openapi.json)`);
  const document = JSON.parse(readFileSync(join(releasesDir, `${version}.openapi.json`), 'utf8'));
  return { version, document };
}

/** The versions a changelog has a section for (`## 1.2.0`, `## 1.2.0 — 2026-11-24`). */
export function changelogVersions(markdown: string): string[] {
  return [...markdown.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((match) => match[1]!);
}
