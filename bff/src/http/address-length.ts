import type { NextFunction, Request, Response } from 'express';
import { refuseLongAddress } from '@studio/service-kit/request-line-limits';

/** First of all handlers: an address longer than any screen builds is a JSON 414, never forwarded. */
export function addressLength(req: Request, res: Response, next: NextFunction) {
  if (!refuseLongAddress(req, res)) next();
}
