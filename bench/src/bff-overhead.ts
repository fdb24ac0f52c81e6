import { probeLatency, type ProbeFigures, type ProbeTarget } from './latency-probe.js';

export interface OverheadFigures {
  /** Each round's direct and through-the-BFF figures, one right after the other. */
  rounds: { direct: ProbeFigures; bff: ProbeFigures }[];
  /** The median round's figures, on each side. */
  direct: ProbeFigures;
  bff: ProbeFigures;
  /** Median over the rounds of (BFF p50 − direct p50), ms to 0.01. */
  addedP50Ms: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianBy = (figures: ProbeFigures[]) => {
  const p50 = median(figures.map((figure) => figure.p50));
  return figures.find((figure) => figure.p50 === p50)!;
};

/**
 * What the BFF adds to what one person waits: `rounds` rounds of the call straight to its service
 * then through the BFF, one connection each, `seconds` each. Taking the difference within a round
 * and the median over rounds keeps a busy neighbour's burst in one round from deciding the figure.
 */
export async function measureOverhead(
  direct: () => Promise<ProbeTarget>,
  bff: ProbeTarget,
  { rounds, seconds }: { rounds: number; seconds: number },
): Promise<OverheadFigures> {
  const measured: OverheadFigures['rounds'] = [];
  for (let round = 0; round < rounds; round += 1) {
    measured.push({
      direct: await probeLatency(await direct(), seconds),
      bff: await probeLatency(bff, seconds),
    });
  }
  return {
    rounds: measured,
    direct: medianBy(measured.map((round) => round.direct)),
    bff: medianBy(measured.map((round) => round.bff)),
    addedP50Ms:
      Math.round(median(measured.map((round) => round.bff.p50 - round.direct.p50)) * 100) / 100,
  };
}
