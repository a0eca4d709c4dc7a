import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogVersions, latestRelease } from './releases.js';
import { compareSpecs, versionProblem } from './spec-changes.js';

const specDir = resolve(import.meta.dirname, '../../../../spec');
const current = JSON.parse(readFileSync(join(specDir, 'openapi.json'), 'utf8'));
const changelog = readFileSync(join(specDir, 'CHANGELOG.md'), 'utf8');

/** A one-operation document to classify changes on. */
function doc(response: object, extra: { description?: string; operations?: object } = {}) {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1.0.0' },
    paths: {
      '/v1/things': {
        get: {
          operationId: 'listThings',
          description: extra.description ?? 'The things.',
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: response } } } },
        },
      },
      ...extra.operations,
    },
  };
}
const thing = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };

describe('spec version', () => {
  it('info.version is semver and at least what the changes since the last release call for', () => {
    const release = latestRelease(join(specDir, 'releases'));
    const { level, changes } = compareSpecs(release.document, current);
    const problem = versionProblem(current.info.version, release.version, level);
    const breaking = changes.filter((change) => change.type === 'breaking').map((change) => change.path);
    expect(problem, `${problem}\nbreaking: ${breaking.join('\n')}`).toBeUndefined();
  });

  it('the changelog has a section for the current version and for every release', () => {
    const release = latestRelease(join(specDir, 'releases'));
    expect(changelogVersions(changelog)).toEqual(
      expect.arrayContaining([current.info.version, release.version]),
    );
    expect(release.document.info.version).toBe(release.version);
  });

  it('classifies a removed operation or a removed response field as breaking', () => {
    const before = doc(thing, {
      operations: { '/v1/other': { get: { responses: { 200: { description: 'ok' } } } } },
    });
    expect(compareSpecs(before, doc(thing)).level).toBe('major');
    const withName = {
      ...thing,
      required: ['id', 'name'],
      properties: { ...thing.properties, name: { type: 'string' } },
    };
    expect(compareSpecs(doc(withName), doc(thing)).level).toBe('major');
  });

  it('classifies a new operation as compatible, a new description as documentation, nothing as nothing', () => {
    const added = doc(thing, {
      operations: { '/v1/other': { get: { responses: { 200: { description: 'ok' } } } } },
    });
    expect(compareSpecs(doc(thing), added).level).toBe('minor');
    expect(compareSpecs(doc(thing), doc(thing, { description: 'All the things.' })).level).toBe('patch');
    expect(compareSpecs(doc(thing), doc(thing)).level).toBe('none');
  });

  it('asks for the right version', () => {
    expect(versionProblem('1.0.1', '1.0.0', 'patch')).toBeUndefined();
    expect(versionProblem('1.0.0', '1.0.0', 'patch')).toMatch(/at least 1\.0\.1/);
    expect(versionProblem('1.1.0', '1.0.0', 'major')).toMatch(/breaking .* at least 2\.0\.0/);
    expect(versionProblem('2.0.0', '1.0.0', 'minor')).toBeUndefined();
    expect(versionProblem('v2', '1.0.0', 'none')).toMatch(/not a semantic version/);
  });
});
