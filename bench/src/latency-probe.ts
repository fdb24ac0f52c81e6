import http from 'node:http';
import type { LoadFigures } from './load.js';

export interface ProbeTarget {
  url: string;
  headers: Record<string, string>;
}

/** autocannon's figures, with the latency to 0.01 ms. */
export type ProbeFigures = LoadFigures;

/** One timed request: when it was sent (ms since the timed part began) and how long it took. */
export interface TimedRequest {
  atMs: number;
  ms: number;
}

export interface ProbeOptions {
  /**
   * Requests sent first and left out of the figures, as autocannon's warm-up does: the service's
   * first answers of a kind run its code before V8 has optimised it.
   */
  warmUpSeconds?: number;
  /** How many of the slowest timed requests to return with when they were sent (default none). */
  slowest?: number;
}

export type TimedProbeFigures = ProbeFigures & {
  warmUpSeconds: number;
  warmUpRequests: number;
  /** The slowest requests, slowest first: a tail at the start is warm-up, one spread out is not. */
  slowest: TimedRequest[];
};

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

/** One GET on the agent's single connection; resolves with its status and size once read. */
function get(
  agent: http.Agent,
  { url, headers }: ProbeTarget,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.once('error', reject);
    });
    request.once('error', reject);
  });
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * What one person waits for a call, to the microsecond: GETs one after another on one kept-alive
 * connection for `seconds` (after `warmUpSeconds` of untimed ones), each timed from the request to
 * the last byte of its answer. autocannon records whole milliseconds, too coarse for the BFF's
 * share of a sub-millisecond call.
 */
export async function probeLatency(
  target: ProbeTarget,
  seconds: number,
  { warmUpSeconds = 0, slowest = 0 }: ProbeOptions = {},
): Promise<TimedProbeFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timed: TimedRequest[] = [];
  let warmUpRequests = 0;
  let failures = 0;
  let bytes = 0;
  let startedAt = performance.now();
  try {
    const warmUpUntil = startedAt + warmUpSeconds * 1000;
    while (performance.now() < warmUpUntil) {
      await get(agent, target);
      warmUpRequests += 1;
    }
    startedAt = performance.now();
    const until = startedAt + seconds * 1000;
    while (performance.now() < until) {
      const sentAt = performance.now();
      try {
        const answer = await get(agent, target);
        bytes += answer.bytes;
        if (answer.status < 200 || answer.status >= 300) failures += 1;
      } catch {
        failures += 1;
      }
      timed.push({ atMs: round(sentAt - startedAt), ms: round(performance.now() - sentAt) });
    }
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const durations = timed.map((request) => request.ms).sort((a, b) => a - b);
  return {
    p50: percentile(durations, 0.5),
    p99: percentile(durations, 0.99),
    requestsPerSecond: timed.length / elapsedSeconds,
    requests: timed.length,
    failures,
    bytesPerRequest: timed.length > 0 ? Math.round(bytes / timed.length) : 0,
    warmUpSeconds,
    warmUpRequests,
    slowest: [...timed].sort((a, b) => b.ms - a.ms).slice(0, slowest),
  };
}
