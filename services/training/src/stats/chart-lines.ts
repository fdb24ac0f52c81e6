/** One trainer's completed trainings on each month of the chart (every month, zeros included). */
export interface TrainerLine {
  trainerId: string;
  counts: number[];
}

export interface ChartLines {
  /** The trainers with most completed trainings over the chart's months (ties: lower id first). */
  top: TrainerLine[];
  /** Every other trainer's line summed, month by month; null when every trainer has their own. */
  others: { trainerCount: number; counts: number[] } | null;
  /** All the lines summed. */
  totals: number[];
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const addInto = (into: number[], counts: readonly number[]) =>
  counts.forEach((count, index) => (into[index] = (into[index] ?? 0) + count));

/**
 * The lines of the "All Trainers" chart: a chain of any size draws at most `limit` trainers of
 * its own, the rest as one "Others" line, so the chart (and its answer) stays the same size.
 */
export function chartLines(
  lines: readonly TrainerLine[],
  monthCount: number,
  limit: number,
): ChartLines {
  const ranked = lines
    .map((line) => ({ line, completed: sum(line.counts) }))
    .sort((a, b) => b.completed - a.completed || (a.line.trainerId < b.line.trainerId ? -1 : 1))
    .map(({ line }) => line);
  const totals = Array.from({ length: monthCount }, () => 0);
  for (const line of lines) addInto(totals, line.counts);
  const rest = ranked.slice(limit);
  if (rest.length === 0) return { top: ranked, others: null, totals };
  const others = Array.from({ length: monthCount }, () => 0);
  for (const line of rest) addInto(others, line.counts);
  return {
    top: ranked.slice(0, limit),
    others: { trainerCount: rest.length, counts: others },
    totals,
  };
}
