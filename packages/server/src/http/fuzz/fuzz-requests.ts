import type { SeededRandom } from '../../demo/seeded-random.js';
import type { ImplementableRoute } from '../contract-route.js';
import { BAD_BODIES, BAD_JSON_VALUES, BAD_STRINGS, CONTENT_TYPES, RAW_NUMBERS } from './fuzz-values.js';

/** A valid request of an operation, as parts; the fuzz starts from it and breaks one thing at a time. */
export interface Baseline {
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One request to send, with a label saying what was broken. */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  label: string;
}

type Mutation = (parts: Parts, rng: SeededRandom) => string;

interface Parts {
  params: Record<string, string>;
  rawParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  contentType: string | undefined;
}

/** Path segments that are not valid percent-encoded UTF-8. */
const RAW_SEGMENTS = ['%zz', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%FF', '%00', '%2F', 'a%2Fb', '%25'];
/** Stands for a raw number in a body until the JSON text is written. */
const RAW_MARK = 'raw-number-placeholder';

/**
 * `count` requests of `route`: the baseline itself, then each with one or two mutations chosen by `rng` among
 * those that apply (path parameter, query, header, a body field or the whole body, the content type).
 */
export function fuzzRequests(
  route: ImplementableRoute,
  baseline: () => Baseline,
  rng: SeededRandom,
  count: number,
): FuzzRequest[] {
  const mutations = applicableMutations(route);
  const out: FuzzRequest[] = [build(route, partsOf(baseline()), 'baseline')];
  for (let i = 1; i < count; i++) {
    const parts = partsOf(baseline());
    const labels: string[] = [];
    const times = rng.chance(0.2) ? 2 : 1;
    for (let t = 0; t < times; t++) labels.push(rng.pick(mutations)(parts, rng));
    out.push(build(route, parts, labels.join(' + ')));
  }
  return out;
}

function applicableMutations(route: ImplementableRoute): Mutation[] {
  const { params, query, headers, body } = route.request;
  const out: Mutation[] = [unknownQuery];
  if (params) out.push(badParam, badParam, rawParam);
  if (query) out.push(badQuery, badQuery, badQueryArray);
  if (headers) out.push(badHeader);
  if (body) out.push(badField, badField, rawNumberField, dropField, unknownField, badBody, badContentType);
  return out;
}

function partsOf(baseline: Baseline): Parts {
  const query: [string, string][] = [];
  for (const [key, value] of Object.entries(baseline.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.push([key, item]);
  }
  return {
    params: { ...baseline.params },
    rawParams: {},
    query,
    headers: { ...baseline.headers },
    body: baseline.body === undefined ? undefined : JSON.stringify(baseline.body),
    contentType: baseline.body === undefined ? undefined : 'application/json',
  };
}

function build(route: ImplementableRoute, parts: Parts, label: string): FuzzRequest {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    return parts.rawParams[name] ?? encodeText(parts.params[name] ?? '');
  });
  const search = parts.query.map(([k, v]) => `${encodeText(k)}=${encodeText(v)}`).join('&');
  const headers = { ...parts.headers };
  if (parts.contentType !== undefined) headers['Content-Type'] = parts.contentType;
  return {
    method: route.method.toUpperCase(),
    path: search ? `${path}?${search}` : path,
    headers,
    body: parts.body,
    label,
  };
}

/** `encodeURIComponent`, except that a lone surrogate is written as the 3 bytes it would take (not UTF-8). */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A value that is a non-empty path segment once encoded (an empty one would be another route). */
function segmentValue(rng: SeededRandom): string {
  const value = rng.pick(BAD_STRINGS);
  return value === '' ? ' ' : value;
}

const badParam: Mutation = (parts, rng) => {
  const name = rng.pick(Object.keys(parts.params));
  parts.params[name] = segmentValue(rng);
  return `param ${name}`;
};

const rawParam: Mutation = (parts, rng) => {
  const name = rng.pick(Object.keys(parts.params));
  parts.rawParams[name] = rng.pick(RAW_SEGMENTS);
  return `raw param ${name}`;
};

const badQuery: Mutation = (parts, rng) => {
  const keys = parts.query.map(([k]) => k);
  const key =
    keys.length > 0 && rng.chance(0.8) ? rng.pick(keys) : rng.pick(['page', 'limit', 'date', 'from']);
  const value = rng.pick(BAD_STRINGS);
  parts.query = [...parts.query.filter(([k]) => k !== key), [key, value]];
  return `query ${key}`;
};

const badQueryArray: Mutation = (parts, rng) => {
  const keys = [...new Set(parts.query.map(([k]) => k))];
  const key = keys.length > 0 ? rng.pick(keys) : 'numbers[]';
  const n = rng.pick([2, 101, 500]);
  for (let i = 0; i < n; i++) parts.query.push([key, rng.pick(BAD_STRINGS)]);
  return `query ${key} ×${n}`;
};

const unknownQuery: Mutation = (parts, rng) => {
  const key = rng.pick(BAD_STRINGS) || 'x';
  parts.query.push([key, rng.pick(BAD_STRINGS)]);
  return 'unknown query';
};

const badHeader: Mutation = (parts, rng) => {
  const name = rng.pick(Object.keys(parts.headers).concat('Idempotency-Key'));
  const candidates = BAD_STRINGS.filter(isHeaderValue);
  parts.headers[name] = rng.pick([...candidates, 'k'.repeat(201), 'é'.repeat(150)]);
  return `header ${name}`;
};

function isHeaderValue(value: string): boolean {
  try {
    new Headers({ h: value });
    return true;
  } catch {
    return false;
  }
}

/** Leaf paths of a JSON value (object keys and array indexes down to non-containers). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [prefix] : value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]));
  }
  return [prefix];
}

/** The body as a JSON value, or `undefined` when an earlier mutation made it something else. */
function bodyJson(parts: Parts): unknown {
  if (typeof parts.body !== 'string') return undefined;
  try {
    return JSON.parse(parts.body);
  } catch {
    return undefined;
  }
}

function withBodyLeaf(
  parts: Parts,
  rng: SeededRandom,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): string {
  const body = bodyJson(parts);
  if (body === undefined) return 'no body';
  const paths = leafPaths(body).filter((p) => p.length > 0);
  if (paths.length === 0) return 'no field';
  const path = rng.pick(paths);
  let parent = body as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1] as string | number);
  parts.body = JSON.stringify(body);
  return path.join('.');
}

const badField: Mutation = (parts, rng) => {
  const value = rng.chance(0.6) ? rng.pick(BAD_STRINGS) : rng.pick(BAD_JSON_VALUES);
  return `field ${withBodyLeaf(parts, rng, (parent, key) => {
    parent[key] = value;
  })}`;
};

const rawNumberField: Mutation = (parts, rng) => {
  const label = withBodyLeaf(parts, rng, (parent, key) => {
    parent[key] = RAW_MARK;
  });
  if (typeof parts.body === 'string') parts.body = parts.body.replace(`"${RAW_MARK}"`, rng.pick(RAW_NUMBERS));
  return `raw number ${label}`;
};

const dropField: Mutation = (parts, rng) =>
  `drop ${withBodyLeaf(parts, rng, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  })}`;

const unknownField: Mutation = (parts, rng) => {
  const body = bodyJson(parts);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'unknown field (no object)';
  const record = body as Record<string, unknown>;
  const n = rng.pick([1, 3, 1_000]);
  for (let i = 0; i < n; i++) record[`${rng.pick(BAD_STRINGS)}${i}`] = rng.pick(BAD_JSON_VALUES.slice(0, 10));
  parts.body = JSON.stringify(record);
  return `unknown field ×${n}`;
};

const badBody: Mutation = (parts, rng) => {
  parts.body = rng.pick(BAD_BODIES);
  return 'body';
};

const badContentType: Mutation = (parts, rng) => {
  parts.contentType = rng.pick(CONTENT_TYPES);
  return `content-type ${parts.contentType ?? 'none'}`;
};
