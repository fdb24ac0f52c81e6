import type { CompletedByMonth } from '@studio/contracts/training-stats';
import type { LineChartData } from '@studio/shell-kit/charts/line-chart-option';
import { labels } from '../../../config/messages';
import { formatMonthYear } from '../../../lib/format-dates';

/**
 * The completed-by-month chart: one line per trainer the server drew. A chain the server cut to
 * its top ten also gets the whole chain's total and the rest summed as 'Others', so every
 * completed training is on the chart however many trainers there are.
 */
export function completedChart(answer: CompletedByMonth | undefined): LineChartData {
  const trainerLines = (answer?.series ?? []).map((line) => ({
    name: line.trainer.name,
    values: line.counts,
  }));
  const others = answer?.others;
  return {
    title: labels.completedByMonthPerTrainer,
    xLabels: (answer?.months ?? []).map(formatMonthYear),
    series: others
      ? [
          { name: labels.chainTotalLine, values: answer.totals },
          ...trainerLines,
          { name: labels.othersLine, values: others.counts },
        ]
      : trainerLines,
  };
}
