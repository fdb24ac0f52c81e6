import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { FastifySchemaCompiler } from 'fastify';
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

/**
 * TypeBox validation for bodies, query strings and params, rejecting unknown fields. Headers
 * stay open: clients and proxies always send more headers than a route names.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<TSchema> = (route) =>
  TypeBoxValidatorCompiler(
    route.httpPart === 'headers'
      ? route
      : { ...route, schema: closeObjects(route.schema) as TSchema },
  );
