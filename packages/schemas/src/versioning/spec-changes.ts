import { apiCompare } from 'api-smart-diff';
import semver from 'semver';

/** How much a spec change asks of the version: a new major for a breaking change, and so on. */
export type ChangeLevel = 'none' | 'patch' | 'minor' | 'major';

/** One difference between two versions of the spec, as api-smart-diff classifies it. */
export interface SpecChange {
  type: 'breaking' | 'non-breaking' | 'annotation' | 'unclassified' | 'deprecated';
  action: 'add' | 'remove' | 'replace' | 'rename';
  /** JSON path in the newer document, e.g. `paths//v1/queue/live/get/responses/200`. */
  path: string;
  description: string;
}

/** The changes from `before` to `after` and the version bump they need. */
export interface SpecComparison {
  level: ChangeLevel;
  changes: SpecChange[];
}

/**
 * Compares two OpenAPI documents with api-smart-diff and classifies the result: any breaking change needs a
 * major version, any other change to the contract (non-breaking, deprecated, unclassified) a minor one, and
 * annotations only (descriptions, examples) a patch. `info` is ignored: its version is what is being checked.
 */
export function compareSpecs(before: object, after: object): SpecComparison {
  const { diffs } = apiCompare({ ...before, info: {} }, { ...after, info: {} });
  const changes = diffs.map((diff) => ({
    type: diff.type,
    action: diff.action,
    path: diff.path.join('/'),
    description: diff.description ?? '',
  }));
  const has = (...types: SpecChange['type'][]) => changes.some((change) => types.includes(change.type));
  const level: ChangeLevel = has('breaking')
    ? 'major'
    : has('non-breaking', 'deprecated', 'unclassified')
      ? 'minor'
      : has('annotation')
        ? 'patch'
        : 'none';
  return { level, changes };
}

/** The lowest version a document may carry after changes of `level` since `released`. */
export function lowestAllowedVersion(released: string, level: ChangeLevel): string {
  return level === 'none' ? released : semver.inc(released, level)!;
}

/**
 * Why `version` does not fit changes of `level` since the release `released`, or undefined when it does: it must
 * be a valid semver, and at least the version the changes call for.
 */
export function versionProblem(version: string, released: string, level: ChangeLevel): string | undefined {
  if (!semver.valid(version))
    return `info.version "${version}" is not a semantic version (MAJOR.MINOR.PATCH)`;
  const lowest = lowestAllowedVersion(released, level);
  if (semver.gte(version, lowest)) return undefined;
  return `the spec has ${level === 'major' ? 'breaking' : level === 'minor' ? 'compatible' : 'documentation-only'} changes since ${released}: info.version must be at least ${lowest}, not ${version}`;
}
