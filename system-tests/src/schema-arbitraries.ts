import fc from 'fast-check';

/** The JSON Schema keywords TypeBox emits for our contracts. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  minProperties?: number;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

/** Text that has broken other systems: SQL, markup and script, control and wide characters. */
export const hostileTexts = [
  "Robert'); DROP TABLE customers;--",
  "' OR '1'='1",
  '1; SELECT pg_sleep(5)--',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\u0000nul',
  'Zoë Ångström 李小龙 🏋️',
  '\u202eevil',
  '%s%s%n',
];

const isoDate = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2035-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  switch (schema.format) {
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return isoDate;
    case 'email':
      return fc.emailAddress().filter(fits);
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.min(maxLength, 60), unit: 'grapheme' }),
    fc.constantFrom(...hostileTexts).filter(fits),
  );
}

/** Arbitraries to use for object properties of these names (e.g. ids of things that exist). */
export type PropertyOverrides = Record<string, fc.Arbitrary<unknown>>;

/** Values the schema accepts (formats and lengths included). */
export function validValue(
  schema: JsonSchema,
  overrides: PropertyOverrides = {},
): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option, overrides)));
  switch (schema.type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [
            key,
            overrides[key] ?? validValue(property, overrides),
          ]),
        ),
        { requiredKeys: required },
      );
      return schema.minProperties
        ? record.filter((value) => Object.keys(value).length >= schema.minProperties!)
        : record;
    }
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, overrides), { maxLength: 5 });
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

const wrongTypes = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/**
 * Values built to break the schema in one place: a wrong type, an unknown field, a missing
 * required field, a string too long or too short or in the wrong format, a number out of range.
 * (A few may still happen to be valid; the test asks the real validator which is which.)
 */
export function invalidValue(
  schema: JsonSchema,
  overrides: PropertyOverrides = {},
): fc.Arbitrary<unknown> {
  const breakages: fc.Arbitrary<unknown>[] = [wrongTypes];
  if ('const' in schema || schema.anyOf) breakages.push(fc.string({ maxLength: 20 }));
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const valid = validValue(schema, overrides) as fc.Arbitrary<Record<string, unknown>>;
      breakages.push(
        fc
          .tuple(
            valid,
            fc.constantFrom('role', 'numOfTrainings', '_id', 'isAdmin', '__proto__x', 'status2'),
            fc.jsonValue(),
          )
          .map(([value, key, extra]) => ({ ...value, [key]: extra })),
      );
      for (const key of schema.required ?? []) {
        breakages.push(valid.map(({ [key]: _dropped, ...rest }) => rest));
      }
      for (const [key, property] of properties) {
        breakages.push(
          fc
            .tuple(valid, invalidValue(property))
            .map(([value, broken]) => ({ ...value, [key]: broken })),
        );
      }
      break;
    }
    case 'string': {
      const maxLength = schema.maxLength;
      if (maxLength !== undefined)
        breakages.push(
          fc.integer({ min: 1, max: 50 }).map((extra) => 'x'.repeat(maxLength + extra)),
        );
      if ((schema.minLength ?? 0) > 0) breakages.push(fc.constant(''));
      if (schema.format || schema.pattern)
        breakages.push(
          fc.constantFrom(
            'not-valid',
            '2024-13-45',
            'yesterday',
            '1234',
            ' ',
            "' OR 1=1--",
            '<b>x</b>',
          ),
        );
      break;
    }
    case 'integer':
    case 'number': {
      if (schema.minimum !== undefined)
        breakages.push(fc.integer({ min: -1_000_000, max: schema.minimum - 1 }));
      if (schema.maximum !== undefined)
        breakages.push(fc.integer({ min: schema.maximum + 1, max: schema.maximum + 1_000_000 }));
      if (schema.type === 'integer') breakages.push(fc.constantFrom(1.5, -0.25, 1e21));
      breakages.push(fc.constantFrom('12', '', 'NaN'));
      break;
    }
  }
  return fc.oneof(...breakages);
}
