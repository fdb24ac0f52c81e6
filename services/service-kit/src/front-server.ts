import http from 'node:http';
import { answerClientError, maxHeaderBytes } from './request-line-limits.js';

/**
 * How long a front server keeps an idle connection open. What sits in front of it (a browser, the
 * local runner's edge, an ingress) reuses its pooled connections: one closed here just as the
 * client sends on it fails that request (a 502 from a proxy). Node's 5 s default made this happen
 * between two clicks; a proxy's own idle limit (nginx: 60 s, the edge's agent: 30 s) must end
 * first, so this waits longer.
 */
export const idleConnectionTimeoutMs = 65_000;

/**
 * An Express app as the front server sees it: its listener, and the objects Express makes the
 * prototypes of every request and answer it handles (`app.request`, `app.response`).
 */
export interface FrontApp extends http.RequestListener {
  request: object;
  response: object;
}

/**
 * A constructor whose instances are made by `base` (a plain constructor function, as Node's
 * `IncomingMessage` and `ServerResponse` are) with `prototype` as their prototype from the start.
 * Express sets `app.request` / `app.response` as the prototype of each request and answer Node
 * made; changing an object's prototype after it was made leaves V8's property caches for it slow
 * everywhere it is used afterwards, Node's own HTTP code included. Made with these prototypes
 * already, Express finds them unchanged (a bare Express + http-proxy-middleware forwarder: 0.27-0.55
 * ms of CPU a request before, 0.10-0.12 after; docs/architecture.md, "Requests made with Express's
 * prototypes"). `Reflect.construct` with this function as `new.target` gives the same prototypes
 * but measured no faster than Express's own change.
 */
function madeWithPrototype<Base extends new (...args: never[]) => object>(
  base: Base,
  prototype: object,
): Base {
  function Made(this: object, ...args: ConstructorParameters<Base>) {
    base.call(this, ...args);
  }
  Made.prototype = prototype;
  return Made as unknown as Base;
}

/**
 * The HTTP server of a process that browsers or a proxy reach (the local runner's edge, the BFF):
 * reads addresses up to `maxHeaderBytes` so the app can answer a long one with a JSON 414, answers
 * requests Node cannot parse with `{ error }` too, keeps idle connections
 * `idleConnectionTimeoutMs`, and makes each request and answer with the app's own prototypes.
 */
export function createFrontServer(app: FrontApp): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: maxHeaderBytes,
      keepAliveTimeout: idleConnectionTimeoutMs,
      // Above the idle time, so a connection's next request is not cut off while its headers arrive.
      headersTimeout: idleConnectionTimeoutMs + 1000,
      IncomingMessage: madeWithPrototype(http.IncomingMessage, app.request),
      ServerResponse: madeWithPrototype<typeof http.ServerResponse>(
        http.ServerResponse,
        app.response,
      ),
    },
    app,
  );
  server.on('clientError', answerClientError);
  return server;
}
