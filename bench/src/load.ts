import autocannon from 'autocannon';

export interface LoadFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  /** Answers that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  bytesPerRequest: number;
}

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  seconds: number;
  connections: number;
  /** Paths visited in turn (a mixed load); the url's own path when unset. */
  paths?: string[];
}

/** Runs autocannon against one URL (or a rotation of paths) and keeps the figures the report shows. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    duration: options.seconds,
    connections: options.connections,
    // The chain-wide admin lists take seconds on a busy machine; count them, do not drop them.
    timeout: 30,
    requests: options.paths?.map((path) => ({ method: 'GET' as const, path })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
    bytesPerRequest:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}
