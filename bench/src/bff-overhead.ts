import { probeLatency, type ProbeFigures, type ProbeTarget } from './latency-probe.js';
import { scheduled } from './process-usage.js';

/** What the BFF's main thread did during one round through the BFF, per request (ms to 0.01). */
export interface BffThreadFigures {
  /** Time on a CPU: the BFF's own work for a request (parse, session, token, proxy, relay). */
  cpuMsPerRequest: number;
  /** Time runnable but waiting for a CPU taken by other processes: the cost of a busy machine. */
  runQueueMsPerRequest: number;
}

export interface OverheadFigures {
  /** Each round's direct and through-the-BFF figures, one right after the other. */
  rounds: { direct: ProbeFigures; bff: ProbeFigures; bffThread?: BffThreadFigures }[];
  /** The median round's figures, on each side. */
  direct: ProbeFigures;
  bff: ProbeFigures;
  /** Median over the rounds of (BFF p50 − direct p50), ms to 0.01. */
  addedP50Ms: number;
  /** Medians over the rounds of the BFF main thread's CPU and run-queue wait per request. */
  bffThread?: BffThreadFigures;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianBy = (figures: ProbeFigures[]) => {
  const p50 = median(figures.map((figure) => figure.p50));
  return figures.find((figure) => figure.p50 === p50)!;
};
const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * What the BFF adds to what one person waits: `rounds` rounds of the call straight to its service
 * then through the BFF, one connection each, `seconds` each. Taking the difference within a round
 * and the median over rounds keeps a busy neighbour's burst in one round from deciding the figure.
 * With `bffPid`, each BFF round also reads the BFF main thread's CPU and run-queue wait per request,
 * which tell the BFF's own work apart from waiting for a CPU on a shared machine.
 */
export async function measureOverhead(
  direct: () => Promise<ProbeTarget>,
  bff: ProbeTarget,
  { rounds, seconds, bffPid }: { rounds: number; seconds: number; bffPid?: number },
): Promise<OverheadFigures> {
  const measured: OverheadFigures['rounds'] = [];
  for (let round = 0; round < rounds; round += 1) {
    const directFigures = await probeLatency(await direct(), seconds);
    const before = bffPid === undefined ? undefined : await scheduled(bffPid);
    const bffFigures = await probeLatency(bff, seconds);
    const after = bffPid === undefined ? undefined : await scheduled(bffPid);
    const perRequest = (ns: number) => round2(ns / 1e6 / Math.max(1, bffFigures.requests));
    measured.push({
      direct: directFigures,
      bff: bffFigures,
      ...(before && after
        ? {
            bffThread: {
              cpuMsPerRequest: perRequest(after.onCpu - before.onCpu),
              runQueueMsPerRequest: perRequest(after.waiting - before.waiting),
            },
          }
        : {}),
    });
  }
  const threads = measured.flatMap((round) => (round.bffThread ? [round.bffThread] : []));
  return {
    rounds: measured,
    direct: medianBy(measured.map((round) => round.direct)),
    bff: medianBy(measured.map((round) => round.bff)),
    addedP50Ms: round2(median(measured.map((round) => round.bff.p50 - round.direct.p50))),
    ...(threads.length > 0
      ? {
          bffThread: {
            cpuMsPerRequest: median(threads.map((thread) => thread.cpuMsPerRequest)),
            runQueueMsPerRequest: median(threads.map((thread) => thread.runQueueMsPerRequest)),
          },
        }
      : {}),
  };
}
