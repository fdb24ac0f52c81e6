import http from 'node:http';
import https from 'node:https';
import { upstreamFailure, UpstreamTimeoutError } from './upstream-errors.js';
import type { Upstream } from './upstreams.js';

export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

/**
 * One JSON call the BFF makes itself to a service, over the pooled connections: the answer's
 * status and parsed body (undefined when empty or not JSON), at most `maxAnswerBytes` of it. An
 * unreachable or slow service throws the 502/504 the caller gets.
 */
export function callUpstreamJson(
  upstream: Upstream,
  call: {
    method: 'GET' | 'POST';
    path: string;
    headers: Record<string, string>;
    body?: unknown;
    timeoutMs: number;
    maxAnswerBytes: number;
  },
): Promise<UpstreamAnswer> {
  const transport = new URL(upstream.url).protocol === 'https:' ? https : http;
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise<UpstreamAnswer>((resolve, reject) => {
    const request = transport.request(new URL(call.path, upstream.url), {
      method: call.method,
      agent: upstream.agent,
      headers: {
        ...call.headers,
        accept: 'application/json',
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      },
    });
    const timer = setTimeout(
      () => request.destroy(new UpstreamTimeoutError(upstream, call.timeoutMs)),
      call.timeoutMs,
    );
    request.once('close', () => clearTimeout(timer));
    request.once('error', (error) => reject(upstreamFailure(upstream, error)));
    request.once('response', (response) => {
      clearTimeout(timer);
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > call.maxAnswerBytes) request.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      response.once('error', (error) => reject(upstreamFailure(upstream, error)));
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
