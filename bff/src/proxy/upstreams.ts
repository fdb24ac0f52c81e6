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

export type Upstreams = Record<UpstreamName, Upstream>;

const labels: Record<UpstreamName, string> = {
  auth: 'account service',
  customer: 'customer service',
  training: 'training service',
  payment: 'payment service',
};

function createUpstream(name: UpstreamName, url: string): Upstream {
  const agent =
    new URL(url).protocol === 'https:'
      ? new https.Agent({ keepAlive: true })
      : new http.Agent({ keepAlive: true });
  return { name, url, label: labels[name], agent };
}

export function createUpstreams(urls: Record<UpstreamName, string>): Upstreams {
  return {
    auth: createUpstream('auth', urls.auth),
    customer: createUpstream('customer', urls.customer),
    training: createUpstream('training', urls.training),
    payment: createUpstream('payment', urls.payment),
  };
}

/** Closes the pooled connections so the process can exit. */
export function closeUpstreams(upstreams: Upstreams): void {
  for (const upstream of Object.values(upstreams)) upstream.agent.destroy();
}
