import express, { type NextFunction, type Request, type Response } from 'express';
import { HttpError } from '@studio/service-kit/errors';
import {
  decodeUtf8,
  fieldWithLoneSurrogate,
  loneSurrogateMessage,
} from '@studio/service-kit/well-formed-json';

export const bodyLimitBytes = 100 * 1024;

function requireJsonContentType(req: Request, _res: Response, next: NextFunction) {
  const isJson = req.is('application/json');
  if (isJson === null || req.headers['content-length'] === '0')
    throw new HttpError(400, 'Send the request body as JSON.');
  if (isJson === false)
    throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
  next();
}

/** A string with a lone UTF-16 surrogate is not text: refused as the services refuse it. */
function requireWellFormedStrings(req: Request, _res: Response, next: NextFunction) {
  const field = fieldWithLoneSurrogate(req.body);
  if (field !== undefined) throw new HttpError(400, loneSurrogateMessage(field));
  next();
}

/**
 * JSON body parsing for the routes the BFF answers itself only: forwarded requests stream their
 * bodies to the services untouched. Parser failures become 4xx in the error handler.
 */
export function jsonBody() {
  return [
    requireJsonContentType,
    // Bytes that are not UTF-8 are refused, not read as U+FFFD (body-parser keeps this 400).
    express.json({
      limit: bodyLimitBytes,
      strict: true,
      verify: (_req, _res, body) => decodeUtf8(body),
    }),
    requireWellFormedStrings,
  ];
}
