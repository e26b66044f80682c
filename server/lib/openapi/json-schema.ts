/** zod schemas as JSON Schema 2020-12, the dialect of OpenAPI 3.1. */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * Requests are documented as they arrive (`input`: before defaults and coercion), answers as they
 * leave (`output`). What JSON Schema cannot say (a transform, a refinement) is left open rather
 * than failing the document: the zod schema still checks it at run time.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

/** The properties of an object schema with their required flags (path and query parameters). */
export function objectProperties(
  schema: z.ZodType,
): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    schema: s,
    required: required.has(name),
  }));
}
