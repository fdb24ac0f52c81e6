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

/**
 * A union reports every branch it tried. Its literal branches (`'approval' | 'open'`) become one
 * list of the allowed values; the `null` branch of a nullable field and the union's own summary
 * say nothing the other branches' errors do not, so they are left out.
 */
interface UnionContext {
  allowedValuesAt: Map<string, unknown[]>;
  otherErrorsAt: Set<string>;
}

function unionContextOf(errors: FastifySchemaValidationError[]): UnionContext {
  const allowedValuesAt = new Map<string, unknown[]>();
  const otherErrorsAt = new Set<string>();
  for (const error of errors) {
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'const') {
      allowedValuesAt.set(error.instancePath, [
        ...(allowedValuesAt.get(error.instancePath) ?? []),
        params.allowedValue,
      ]);
    } else if (error.keyword !== 'anyOf' && !(error.keyword === 'type' && params.type === 'null')) {
      // An error inside a field (quietHours.start) also speaks for the field (quietHours).
      for (let path = error.instancePath; path !== ''; path = path.replace(/\/[^/]*$/, ''))
        otherErrorsAt.add(path);
    }
  }
  return { allowedValuesAt, otherErrorsAt };
}

function describe(
  error: FastifySchemaValidationError,
  { allowedValuesAt, otherErrorsAt }: UnionContext,
): string | undefined {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'anyOf':
      return otherErrorsAt.has(error.instancePath) || allowedValuesAt.has(error.instancePath)
        ? undefined
        : `${field} is not valid`;
    case 'const': {
      const allowed = (allowedValuesAt.get(error.instancePath) ?? [params.allowedValue]).map(
        (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
      );
      return allowed.length > 1
        ? `${field} must be one of: ${allowed.join(', ')}`
        : `${field} must be ${allowed[0]}`;
    }
    case 'type':
      if (params.type === 'null' && otherErrorsAt.has(error.instancePath)) return undefined;
      return field ? `${field} ${error.message ?? 'is invalid'}` : (error.message ?? 'is invalid');
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
  const union = unionContextOf(errors);
  const sentences = [
    ...new Set(
      errors.map((error) => describe(error, union)).filter((sentence) => sentence !== undefined),
    ),
  ];
  const where = partNames[context ?? ''] ?? 'request';
  if (sentences.length === 0) return `Invalid ${where}.`;
  return `Invalid ${where}: ${sentences.slice(0, 3).join('; ')}.`;
}
