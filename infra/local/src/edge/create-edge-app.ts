import { existsSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type net from 'node:net';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  shellBuildSecurityHeaders,
  type RemoteList,
} from '@studio/shell-kit/build/html-security-headers';
import { refuseLongAddress } from '@studio/service-kit/request-line-limits';
import { createApiProxy } from './api-proxy.js';
import { cacheControlFor, revalidate } from './cache-control.js';
import { restartingAreas } from './restarting-areas.js';
import { hasIncludes, includeFromBff, renderIncludes } from './server-side-includes.js';

export type RemotesConfig = RemoteList;

/** The production build: served from disk. */
export interface BuiltFrontend {
  kind: 'build';
  /** The shell's build: `index.html`, its assets, `remotes.json`, prerendered `<route>/index.html`. */
  shellDir: string;
  /** Each remote's build and the URL path it is served under (`/remotes/staff/`). */
  remoteDirs: { urlPath: string; dir: string }[];
}

/** `npm run dev`: the shell's rspack dev server answers everything but `/api` (HMR socket included). */
export interface DevServerFrontend {
  kind: 'dev-server';
  shellUrl: string;
  /** The runner's name of the dev server process (its pages answer 503 while it restarts). */
  processName: string;
}

export interface EdgeOptions {
  frontend: BuiltFrontend | DevServerFrontend;
  bffUrl: string;
  /** Served at `/remotes.json` instead of the shell's own file (dev servers, tests of a broken remote). */
  remotesJson?: RemotesConfig;
  /** The runner's processes that are restarting now: their areas answer 503 meanwhile. */
  restarting?: ReadonlySet<string>;
}

export interface Edge {
  app: Express;
  /** Wire to the server's `upgrade` event (the dev server's hot-reload socket). */
  upgrade?: (req: http.IncomingMessage, socket: net.Socket, head: Buffer) => void;
  close(): void;
}

/**
 * The one origin the browser sees: the shell at `/`, each remote's build under `/remotes/<area>/`,
 * `/api` to the BFF. In Kubernetes the ingress and the static containers do this.
 */
export function createEdge(options: EdgeOptions): Edge {
  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    if (!refuseLongAddress(req, res)) next();
  });

  if (options.restarting) {
    app.use(
      restartingAreas({
        restarting: options.restarting,
        pageProcess:
          options.frontend.kind === 'dev-server' ? options.frontend.processName : undefined,
      }),
    );
  }
  const apiProxy = createApiProxy(options.bffUrl);
  app.use(apiProxy.handler);

  if (options.remotesJson) {
    const body = JSON.stringify(options.remotesJson);
    app.get('/remotes.json', (_req, res) => {
      res.setHeader('Cache-Control', revalidate);
      res.type('application/json').send(body);
    });
  }

  if (options.frontend.kind === 'dev-server') {
    const devServer = createProxyMiddleware({ target: options.frontend.shellUrl, ws: true });
    app.use(devServer);
    return { app, upgrade: devServer.upgrade, close: apiProxy.close };
  }

  // The pages' headers (CSP with the hashes of the build's inline code), the same the shell
  // image's nginx sends, read from the build now. No HSTS: this edge serves plain HTTP; in
  // production the shell's nginx sends it behind the gateway's TLS.
  const pageHeaders = shellBuildSecurityHeaders(options.frontend.shellDir, {
    https: false,
    remotes: options.remotesJson,
  });
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  for (const remote of options.frontend.remoteDirs) {
    app.use(remote.urlPath, staticFiles(remote.dir, pageHeaders));
    app.use(remote.urlPath, (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    });
  }
  app.use(staticFiles(options.frontend.shellDir, pageHeaders));
  app.use(pageFallback(options.frontend.shellDir, pageHeaders, includeFromBff(options.bffUrl)));
  return { app, close: apiProxy.close };
}

function staticFiles(dir: string, pageHeaders: [string, string][]) {
  return express.static(dir, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (filePath.endsWith('.html'))
        for (const [name, value] of pageHeaders) res.setHeader(name, value);
    },
  });
}

/**
 * Answers page navigations: a prerendered `<route>/index.html` when the build has one (the public
 * pages carry their content for search engines), otherwise the bare shell (`app-shell.html`, or
 * `index.html` before prerendering), whose router
 * takes over. A missing file with an extension stays a 404 so a broken asset URL is visible.
 */
function pageFallback(
  shellDir: string,
  pageHeaders: [string, string][],
  fetchInclude: (path: string) => Promise<string>,
) {
  const root = path.resolve(shellDir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/remotes/')) return next();
    if (path.extname(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    const prerendered = path.resolve(root, `.${req.path}`, 'index.html');
    // Prerendering turns index.html into the home page and keeps the bare shell as app-shell.html.
    const appShell = path.join(root, 'app-shell.html');
    const page =
      prerendered.startsWith(root + path.sep) && isFile(prerendered)
        ? prerendered
        : isFile(appShell)
          ? appShell
          : path.join(root, 'index.html');
    if (!existsSync(page)) return next();
    const headers = { ...Object.fromEntries(pageHeaders), 'Cache-Control': revalidate };
    const html = readFileSync(page, 'utf8');
    // A page with an include (the home page's published results) is put together per request,
    // as nginx's `ssi` does in production; every other page is the file as it is.
    if (!hasIncludes(html)) {
      res.sendFile(page, { cacheControl: false, headers });
      return;
    }
    renderIncludes(html, fetchInclude).then(
      (body) => res.set(headers).type('html').send(body),
      next,
    );
  };
}

function isFile(filePath: string): boolean {
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}
