import type { TSchema, Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { HttpError } from '@studio/service-kit/errors';
import { validationMessage } from '@studio/service-kit/validation-message';

/** A compiled check that returns the typed value or throws 400 with a sentence naming the problem. */
export function bodyValidator<Schema extends TSchema>(
  schema: Schema,
  part: 'body' | 'querystring' | 'params' = 'body',
) {
  const compiled = Compile(schema);
  return (value: unknown): Static<Schema> => {
    if (compiled.Check(value)) return value as Static<Schema>;
    throw new HttpError(400, validationMessage([...compiled.Errors(value)] as never, part));
  };
}
