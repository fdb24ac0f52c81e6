import type { FastifySchemaValidationError } from 'fastify';

const partNames: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function describe(error: FastifySchemaValidationError): string | undefined {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = (params.requiredProperties ?? [params.missingProperty]) as string[];
      const prefix = field ? `${field}.` : '';
      return `${missing.length > 1 ? 'Missing required fields' : 'Missing required field'}: ${missing.map((name) => prefix + name).join(', ')}`;
    }
    case 'additionalProperties': {
      const extra = (params.additionalProperties ?? [params.additionalProperty]) as string[];
      return `${extra.length > 1 ? 'Unknown fields' : 'Unknown field'}: ${extra.join(', ')}`;
    }
    // TypeBox reports each unknown field a second time as a `false` sub-schema; the entry above says it.
    case 'boolean':
      return undefined;
    case 'pattern':
      return `${field} is not in the expected form`;
    case 'format':
      return params.format === 'email'
        ? `${field} must be a valid email address`
        : `${field} must be a valid ${String(params.format)}`;
    default:
      return field ? `${field} ${error.message ?? 'is invalid'}` : (error.message ?? 'is invalid');
  }
}

/** Turns schema validation errors into one sentence a person can act on. */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const sentences = [...new Set(errors.map(describe).filter((sentence) => sentence !== undefined))];
  const where = partNames[context ?? ''] ?? 'request';
  if (sentences.length === 0) return `Invalid ${where}.`;
  return `Invalid ${where}: ${sentences.slice(0, 3).join('; ')}.`;
}
