import type { Request } from 'express';
import { HttpError } from '@studio/service-kit/errors';

/** Anything nothing else answered, including every `/internal` path: those are never forwarded. */
export function notFound(_req: Request): never {
  throw new HttpError(404, 'There is nothing at this address.');
}
