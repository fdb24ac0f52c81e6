import http from 'node:http';
import type { LoadFigures } from './load.js';

export interface ProbeTarget {
  url: string;
  headers: Record<string, string>;
}

/** autocannon's figures, with the latency to 0.01 ms. */
export type ProbeFigures = LoadFigures;

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

/**
 * What one person waits for a call, to the microsecond: GETs one after another on one kept-alive
 * connection for `seconds`, each timed from the request to the last byte of its answer. autocannon
 * records whole milliseconds, too coarse for the BFF's share of a sub-millisecond call.
 */
export async function probeLatency(target: ProbeTarget, seconds: number): Promise<ProbeFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const durations: number[] = [];
  let failures = 0;
  let bytes = 0;
  const startedAt = performance.now();
  try {
    const until = startedAt + seconds * 1000;
    while (performance.now() < until) {
      const sentAt = process.hrtime.bigint();
      try {
        const answer = await get(agent, target);
        bytes += answer.bytes;
        if (answer.status < 200 || answer.status >= 300) failures += 1;
      } catch {
        failures += 1;
      }
      durations.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  durations.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    p50: round(percentile(durations, 0.5)),
    p99: round(percentile(durations, 0.99)),
    requestsPerSecond: durations.length / elapsedSeconds,
    requests: durations.length,
    failures,
    bytesPerRequest: durations.length > 0 ? Math.round(bytes / durations.length) : 0,
  };
}
