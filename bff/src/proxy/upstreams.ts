import http from 'node:http';
import https from 'node:https';
import type { UpstreamName } from '../config.js';

export interface Upstream {
  name: UpstreamName;
  url: string;
  /** How error messages name the service to a person. */
  label: string;
  /** Pooled keep-alive connections; without it http-proxy opens a connection per request. */
  agent: http.Agent;
}

/**
 * How long a pooled connection may sit idle before the BFF closes it. It must stay well below the
 * services' own keep-alive timeout (Fastify's default, 72 s), so that the BFF, not the service,
 * closes an idle connection: a service closing one just as the BFF sends on it fails that request.
 */
const idleConnectionTimeoutMs = 30_000;

/**
 * Connections per service. A service answers on one thread, so more connections than it has
 * requests in hand buy nothing; this many covers the streamed whole lists and slow reports that
 * hold one for seconds while the quick calls keep theirs. Requests beyond it wait in the agent
 * rather than opening connections without bound.
 */
const connectionsPerService = 64;

export type Upstreams = Record<UpstreamName, Upstream>;

const labels: Record<UpstreamName, string> = {
  auth: 'account service',
  customer: 'customer service',
  training: 'training service',
  payment: 'payment service',
};

function createUpstream(name: UpstreamName, url: string, idleTimeoutMs: number): Upstream {
  // The agent's `timeout` closes free sockets idle that long (and lowers itself to a service's
  // `Keep-Alive: timeout=` hint); a request in flight only gets a 'timeout' event, which nothing
  // here listens to: UPSTREAM_TIMEOUT_MS bounds requests.
  const options = { keepAlive: true, timeout: idleTimeoutMs, maxSockets: connectionsPerService };
  const agent =
    new URL(url).protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  return { name, url, label: labels[name], agent };
}

export function createUpstreams(
  urls: Record<UpstreamName, string>,
  idleTimeoutMs = idleConnectionTimeoutMs,
): Upstreams {
  return {
    auth: createUpstream('auth', urls.auth, idleTimeoutMs),
    customer: createUpstream('customer', urls.customer, idleTimeoutMs),
    training: createUpstream('training', urls.training, idleTimeoutMs),
    payment: createUpstream('payment', urls.payment, idleTimeoutMs),
  };
}

/**
 * Closes the pooled connections nobody is using. Called when one of them turned out to be closed
 * by the service (it restarted, or timed them out): the others of that age are suspect too.
 */
export function closeIdleConnections(upstream: Upstream): void {
  for (const sockets of Object.values(upstream.agent.freeSockets)) {
    for (const socket of sockets ?? []) socket.destroy();
  }
}

/** Closes the pooled connections so the process can exit. */
export function closeUpstreams(upstreams: Upstreams): void {
  for (const upstream of Object.values(upstreams)) upstream.agent.destroy();
}
