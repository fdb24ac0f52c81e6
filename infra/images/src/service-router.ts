import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HttpRoute, Service } from './kube-objects.js';

/** The containers of one app that answer their readiness probe, by host port. */
export class Endpoints {
  private readonly ready = new Map<string, Set<number>>();
  private turn = 0;

  set(app: string, port: number, isReady: boolean): void {
    const ports = this.ready.get(app) ?? new Set<number>();
    if (isReady) ports.add(port);
    else ports.delete(port);
    this.ready.set(app, ports);
  }

  /** One ready container's port, taking turns; undefined when none is ready. */
  pick(app: string): number | undefined {
    const ports = [...(this.ready.get(app) ?? [])];
    if (ports.length === 0) return undefined;
    this.turn = (this.turn + 1) % ports.length;
    return ports[this.turn];
  }

  readyCount(app: string): number {
    return this.ready.get(app)?.size ?? 0;
  }
}

// A new upstream connection per request, as a layer-4 Service gives each client connection its own:
// reusing idle connections races the servers closing them (a request lost on a closed socket).
const agent = new http.Agent({ keepAlive: false });

// Hop-by-hop headers are the connection's, not the request's (RFC 9110, 7.6.1).
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forward(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  port: number | undefined,
  headers: http.OutgoingHttpHeaders,
): void {
  if (port === undefined) {
    response.writeHead(503, { 'content-type': 'text/plain' }).end('no ready endpoint\n');
    request.resume();
    return;
  }
  const outgoing = http.request(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
    (upstream) => {
      const kept = Object.fromEntries(
        Object.entries(upstream.headers).filter(([name]) => !hopByHop.has(name)),
      );
      response.writeHead(upstream.statusCode ?? 502, kept);
      upstream.pipe(response);
    },
  );
  outgoing.on('error', () => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end();
  });
  request.pipe(outgoing);
}

const passedHeaders = (request: http.IncomingMessage): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(request.headers).filter(([name]) => !hopByHop.has(name)));

function listen(server: http.Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * What Kubernetes' Services do, on 127.0.0.1: one address per Service that forwards each request,
 * untouched, to a ready container of the pods it selects (kube-proxy is below HTTP: nothing is
 * added to the request). A rollout or a restart changes the endpoints, never the address.
 */
export async function startServiceProxy(
  app: string,
  endpoints: Endpoints,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) =>
    forward(request, response, endpoints.pick(app), passedHeaders(request)),
  );
  const bound = await listen(server, port);
  return { url: `http://127.0.0.1:${bound}`, close: () => closeServer(server) };
}

/** The app a Service selects (its pods' `app.kubernetes.io/name`). */
export const selectedApp = (service: Service): string =>
  service.spec.selector['app.kubernetes.io/name'] ?? service.metadata.name;

/** The HTTPRoute's rules as path prefixes → Service, longest first (how the Gateway picks). */
export function routeTable(routes: HttpRoute[]): { prefix: string; service: string }[] {
  return routes
    .flatMap((route) =>
      route.spec.rules.flatMap((rule) =>
        (rule.matches ?? [{ path: { value: '/' } }]).map((match) => ({
          prefix: match.path?.value ?? '/',
          service: rule.backendRefs?.[0]?.name ?? '',
        })),
      ),
    )
    .filter((entry) => entry.service !== '')
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

export function routeFor(
  table: { prefix: string; service: string }[],
  url: string,
): string | undefined {
  const pathname = url.split('?')[0] ?? '/';
  return table.find(
    ({ prefix }) =>
      prefix === '/' ||
      pathname === prefix ||
      pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  )?.service;
}

/**
 * The Gateway: the portal's one origin, routing by the HTTPRoute's path prefixes to the Services'
 * ready containers, adding what a gateway adds (the client's address in X-Forwarded-For, which
 * the BFF trusts one hop of).
 */
export async function startGateway({
  routes,
  services,
  endpoints,
  port,
}: {
  routes: HttpRoute[];
  services: Service[];
  endpoints: Endpoints;
  port?: number;
}): Promise<{ url: string; port: number; close(): Promise<void> }> {
  const table = routeTable(routes);
  const appOf = new Map(services.map((service) => [service.metadata.name, selectedApp(service)]));
  const server = http.createServer((request, response) => {
    const service = routeFor(table, request.url ?? '/');
    const app = service ? appOf.get(service) : undefined;
    forward(request, response, app ? endpoints.pick(app) : undefined, {
      ...passedHeaders(request),
      'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });
  server.keepAliveTimeout = 65_000;
  const bound = await listen(server, port);
  return { url: `http://localhost:${bound}`, port: bound, close: () => closeServer(server) };
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
