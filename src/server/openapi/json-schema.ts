/**
 * The contract's zod schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), with zod 4's own converter:
 * request bodies as the client may send them (`input`: defaults make a field optional), answers as the
 * server sends them (`output`). What JSON Schema cannot state (refinements, the card checks) is left out;
 * the document's prose says the server checks more than the schema shows.
 */
import { toJSONSchema } from 'zod';
import type { $ZodType } from 'zod/v4/core';

export type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return withoutOpenEnds(rest) as JsonSchema;
}

/**
 * Drops `additionalProperties: {}` (zod's looseObject): it is JSON Schema's default, and Swagger UI would show
 * made-up `additionalProp1` fields in every example.
 */
function withoutOpenEnds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOpenEnds);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(
    ([key, item]) =>
      !(key === 'additionalProperties' && typeof item === 'object' && item && Object.keys(item).length === 0),
  );
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutOpenEnds(item)]));
}

/** A copy with every object's keys sorted, so the written document diffs cleanly. */
export function sortKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortKeys) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, item]) => [key, sortKeys(item)]);
  return Object.fromEntries(entries) as T;
}
