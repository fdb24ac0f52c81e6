import { callUpstreamJson, type UpstreamAnswer } from './upstream-json.js';
import type { Upstream } from './upstreams.js';

export type ServiceAnswer = UpstreamAnswer;

/** Large enough for a long-standing customer's whole history in one read. */
const maxAnswerBytes = 8 * 1024 * 1024;

/**
 * A `GET` the BFF makes itself on a service's public route, with the caller's internal headers
 * (so the service checks role and ownership as for a forwarded request), over the pooled
 * connections. An unreachable or slow service throws the 502/504 the caller gets.
 */
export function readFromService(
  upstream: Upstream,
  path: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<ServiceAnswer> {
  return callUpstreamJson(upstream, { method: 'GET', path, headers, timeoutMs, maxAnswerBytes });
}
