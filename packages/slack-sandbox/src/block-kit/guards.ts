import type { Block, JsonObject } from './types.js';

/** True for a plain (non-array) object. */
export function isRecord(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `text` of a text object, or the value itself when it is a string. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.text === 'string') return value.text;
  return undefined;
}

/** The elements of `value` that look like blocks (objects with a string `type`). */
export function blocksOf(value: unknown): Block[] {
  if (!Array.isArray(value)) return [];
  return value.filter((b): b is Block => isRecord(b) && typeof b.type === 'string');
}

/** The elements of an array field, or an empty array. */
export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A string field, or undefined. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
