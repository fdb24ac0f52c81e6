import http from 'node:http';
import https from 'node:https';
import { upstreamFailure, UpstreamTimeoutError } from '../proxy/upstream-errors.js';
import type { Upstream } from '../proxy/upstreams.js';

export interface AuthAnswer {
  status: number;
  body: unknown;
}

const maxAnswerBytes = 1024 * 1024;

/**
 * Calls the auth service's BFF-only routes (`/internal/login` etc.) over the same pooled
 * connections as forwarded traffic. An unreachable or slow service throws the 502/504 the caller gets.
 */
export function createAuthClient(auth: Upstream, timeoutMs: number) {
  const transport = new URL(auth.url).protocol === 'https:' ? https : http;

  function post(path: string, body: unknown, headers: Record<string, string>): Promise<AuthAnswer> {
    const payload = JSON.stringify(body);
    return new Promise<AuthAnswer>((resolve, reject) => {
      const request = transport.request(new URL(path, auth.url), {
        method: 'POST',
        agent: auth.agent,
        headers: {
          ...headers,
          accept: 'application/json',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      });
      const timer = setTimeout(
        () => request.destroy(new UpstreamTimeoutError(auth, timeoutMs)),
        timeoutMs,
      );
      request.once('close', () => clearTimeout(timer));
      request.once('error', (error) => reject(upstreamFailure(auth, error)));
      request.once('response', (response) => {
        clearTimeout(timer);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxAnswerBytes) request.destroy(new Error('answer too large'));
          else chunks.push(chunk);
        });
        response.once('error', (error) => reject(upstreamFailure(auth, error)));
        response.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown;
          try {
            parsed = text === '' ? undefined : JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 502, body: parsed });
        });
      });
      request.end(payload);
    });
  }

  return { post };
}

export type AuthClient = ReturnType<typeof createAuthClient>;
