import { callUpstreamJson, type UpstreamAnswer } from '../proxy/upstream-json.js';
import type { Upstream } from '../proxy/upstreams.js';

export type AuthAnswer = UpstreamAnswer;

const maxAnswerBytes = 1024 * 1024;

/**
 * Calls the auth service's BFF-only routes (`/internal/login` etc.) over the same pooled
 * connections as forwarded traffic. An unreachable or slow service throws the 502/504 the caller gets.
 */
export function createAuthClient(auth: Upstream, timeoutMs: number) {
  function post(path: string, body: unknown, headers: Record<string, string>): Promise<AuthAnswer> {
    return callUpstreamJson(auth, {
      method: 'POST',
      path,
      headers,
      body,
      timeoutMs,
      maxAnswerBytes,
    });
  }

  return { post };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
