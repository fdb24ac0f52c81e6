import http from 'node:http';
import os from 'node:os';
import { residentMegabytes } from './process-usage.js';
import { round1 } from './round.js';

export interface WholeListFigures {
  path: string;
  /** One request at a time: from sending it to the answer's first body byte, and to its last (ms). */
  firstByteMs: number;
  totalMs: number;
  firstByteMsEach: number[];
  totalMsEach: number[];
  megabytes: number;
  /** `streams` requests, `connections` at a time: how many failed (not 200, cut off, not JSON). */
  streams: number;
  connections: number;
  failures: number;
  slowestUnderLoadMs: number;
  /** Highest RSS while those streams ran, less the RSS before them, per process (MB). */
  rssGrowthMegabytes: Record<string, number>;
  loadAverage: number;
}

interface Timed {
  ok: boolean;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

/**
 * One GET, timed to its first body byte and its last. `ok` when it is a 200 holding a whole JSON
 * array: parsed when `parse` is set, else (to keep the load generator light) its first and last
 * bytes checked, which a cut-off answer lacks.
 */
function timedGet(url: string, headers: Record<string, string>, parse: boolean): Promise<Timed> {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    let firstByteMs = 0;
    let bytes = 0;
    let first = '';
    let last = '';
    const chunks: Buffer[] = [];
    const failed = () =>
      resolve({ ok: false, firstByteMs, totalMs: performance.now() - startedAt, bytes });
    const request = http.get(url, { headers }, (response) => {
      response.on('data', (chunk: Buffer) => {
        if (bytes === 0) {
          firstByteMs = performance.now() - startedAt;
          first = chunk.toString('utf8', 0, 1);
        }
        bytes += chunk.length;
        last = chunk.toString('utf8', chunk.length - 1);
        if (parse) chunks.push(chunk);
      });
      response.once('error', failed);
      response.once('end', () => {
        const totalMs = performance.now() - startedAt;
        let ok = response.statusCode === 200 && first === '[' && last === ']';
        try {
          if (ok && parse) ok = Array.isArray(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch {
          ok = false;
        }
        resolve({ ok, firstByteMs, totalMs, bytes });
      });
    });
    request.setTimeout(120_000, () => request.destroy());
    request.once('error', failed);
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The spec's whole list through the BFF as an outside client reads it: `runs` requests one after
 * another (first byte and total, medians), then `streams` requests `connections` at a time while
 * the RSS of `watched` processes is sampled every 100 ms.
 */
export async function measureWholeList(options: {
  url: string;
  path: string;
  headers: Record<string, string>;
  runs: number;
  streams: number;
  connections: number;
  watched: Record<string, number>;
}): Promise<WholeListFigures> {
  const target = `${options.url}${options.path}`;
  const sequential: Timed[] = [];
  for (let run = 0; run < options.runs; run += 1)
    sequential.push(await timedGet(target, options.headers, run === 0));

  const rssBefore = await rssOf(options.watched);
  const highest = { ...rssBefore };
  const sampler = setInterval(() => {
    void rssOf(options.watched).then((now) => {
      for (const [name, megabytes] of Object.entries(now))
        highest[name] = Math.max(highest[name] ?? 0, megabytes);
    });
  }, 100);
  const underLoad: Timed[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (next < options.streams) {
        next += 1;
        underLoad.push(await timedGet(target, options.headers, false));
      }
    }),
  );
  clearInterval(sampler);

  return {
    path: options.path,
    firstByteMs: round1(median(sequential.map((run) => run.firstByteMs))),
    totalMs: round1(median(sequential.map((run) => run.totalMs))),
    firstByteMsEach: sequential.map((run) => round1(run.firstByteMs)),
    totalMsEach: sequential.map((run) => round1(run.totalMs)),
    megabytes: round1(median(sequential.map((run) => run.bytes)) / 1024 / 1024),
    streams: underLoad.length,
    connections: options.connections,
    failures: [...sequential, ...underLoad].filter((run) => !run.ok).length,
    slowestUnderLoadMs: round1(Math.max(...underLoad.map((run) => run.totalMs))),
    rssGrowthMegabytes: Object.fromEntries(
      Object.entries(rssBefore).map(([name, before]) => [name, round1(highest[name]! - before)]),
    ),
    loadAverage: round1(os.loadavg()[0]!),
  };
}

async function rssOf(pids: Record<string, number>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(pids).map(async ([name, pid]) => [name, await residentMegabytes(pid)] as const),
  );
  return Object.fromEntries(entries);
}
