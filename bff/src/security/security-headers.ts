import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/**
 * The BFF only ever answers JSON, so its CSP forbids everything: nothing in a response may load,
 * run, or be framed.
 */
function helmetForApi(production: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'none'"],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xContentTypeOptions: true,
  });
}

/**
 * Helmet's headers for these fixed settings are the same on every answer (no nonces), so helmet
 * runs once at start-up and each answer only gets the headers it produced copied on; helmet would
 * otherwise rebuild the CSP and walk its middlewares per request.
 */
export function securityHeaders(production: boolean) {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  helmetForApi(production)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  if (headers.length === 0) throw new Error('helmet set no headers');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
