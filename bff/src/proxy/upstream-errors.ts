import { HttpError } from '@studio/service-kit/errors';
import type { Upstream } from './upstreams.js';

/** Raised when a service does not start answering within UPSTREAM_TIMEOUT_MS. */
export class UpstreamTimeoutError extends Error {
  readonly code = 'UPSTREAM_TIMEOUT';

  constructor(upstream: Upstream, timeoutMs: number) {
    super(`${upstream.name} did not answer within ${timeoutMs} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/** What the caller is told when a service could not be reached or answered too slowly. */
export function upstreamFailure(upstream: Upstream, cause: unknown): HttpError {
  if (cause instanceof UpstreamTimeoutError) {
    return new HttpError(504, `The ${upstream.label} took too long to answer. Please try again.`);
  }
  return new HttpError(
    502,
    `The ${upstream.label} is temporarily unavailable. Please try again shortly.`,
  );
}
