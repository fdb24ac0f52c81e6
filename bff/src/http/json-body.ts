import express, { type NextFunction, type Request, type Response } from 'express';
import { HttpError } from '@studio/service-kit/errors';

export const bodyLimitBytes = 100 * 1024;

function requireJsonContentType(req: Request, _res: Response, next: NextFunction) {
  const isJson = req.is('application/json');
  if (isJson === null || req.headers['content-length'] === '0')
    throw new HttpError(400, 'Send the request body as JSON.');
  if (isJson === false)
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  next();
}

/**
 * JSON body parsing for the routes the BFF answers itself only: forwarded requests stream their
 * bodies to the services untouched. Parser failures become 4xx in the error handler.
 */
export function jsonBody() {
  return [requireJsonContentType, express.json({ limit: bodyLimitBytes, strict: true })];
}
