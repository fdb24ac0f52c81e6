import type { NextFunction, Request, Response } from 'express';
import { findForwardedRoute } from '@studio/bff/src/proxy/routes.js';

/** The BFF's own calls that it answers by asking the account service. */
const bffCallsOfAuth = new Set([
  '/api/login',
  '/api/login/2fa',
  '/api/login/2fa/setup',
  '/api/login/2fa/enable',
  '/api/register',
]);

const labels: Record<string, string> = {
  bff: "portal's API",
  auth: 'account service',
  customer: 'customer service',
  training: 'training service',
  payment: 'payment service',
};

const retryAfterSeconds = '5';

export interface RestartingAreasOptions {
  /** Names of the runner's processes that are restarting now. */
  restarting: ReadonlySet<string>;
  /** The process that serves pages, when one does (the shell's dev server under `npm run dev`). */
  pageProcess?: string;
}

/**
 * While a process restarts, the part of the portal it serves answers 503 with a sentence (JSON
 * `{ error }` for `/api`, a small page for pages) instead of a proxy error; the rest keeps serving.
 * Which service serves an `/api` path is read from the BFF's own route table.
 */
export function restartingAreas({ restarting, pageProcess }: RestartingAreasOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (restarting.size === 0) return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) {
      const area = restarting.has('bff') ? 'bff' : serviceOf(req.path);
      if (!area || !restarting.has(area)) return next();
      res
        .status(503)
        .setHeader('Retry-After', retryAfterSeconds)
        .setHeader('Cache-Control', 'no-store');
      res.json({
        error: `The ${labels[area] ?? area} is restarting. Please try again in a few seconds.`,
      });
      return;
    }
    if (!pageProcess || !restarting.has(pageProcess)) return next();
    res
      .status(503)
      .setHeader('Retry-After', retryAfterSeconds)
      .setHeader('Cache-Control', 'no-store');
    res.type('html').send(restartingPage);
  };
}

function serviceOf(path: string): string | undefined {
  if (bffCallsOfAuth.has(path)) return 'auth';
  return findForwardedRoute(path)?.upstream;
}

const restartingPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>The portal is restarting</title>
</head>
<body>
<main>
<h1>The portal is restarting</h1>
<p>This page will be back in a few seconds. It reloads by itself; you can also reload it now.</p>
</main>
</body>
</html>
`;
