import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';

type JsonObject = Record<string, unknown>;

/** Closes every object schema that does not say otherwise, so unknown fields are rejected, not ignored. */
function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema as JsonObject)) copy[key] = closeObjects(value);
  if (copy.type === 'object' && copy.properties && copy.additionalProperties === undefined)
    copy.additionalProperties = false;
  return copy;
}

/** The path (`/name`, `/items/0`) of the first string holding a NUL character, which PostgreSQL text cannot store. */
function pathOfNulString(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNulString(item, `${path}/${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * TypeBox validation for bodies, query strings and params, rejecting unknown fields and strings
 * with a NUL character. Headers stay open: clients and proxies always send more headers than a
 * route names.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  if (route.httpPart === 'headers') return TypeBoxValidatorCompiler(route);
  const validate = TypeBoxValidatorCompiler({
    ...route,
    schema: closeObjects(route.schema) as TSchema,
  });
  return (data: unknown) => {
    const result = validate(data) as {
      value?: unknown;
      error?: Error | FastifySchemaValidationError[];
    };
    if (result.error !== undefined) return result;
    const nulPath = pathOfNulString(result.value);
    if (nulPath === undefined) return result;
    const nulError: FastifySchemaValidationError = {
      keyword: 'nul',
      instancePath: nulPath,
      schemaPath: '',
      params: {},
      message: 'must not contain a NUL character',
    };
    return { error: [nulError] };
  };
};
