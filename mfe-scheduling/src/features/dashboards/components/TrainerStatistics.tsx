import { useMemo, useState } from 'react';
import type { TrainerOption } from '@studio/contracts/trainer-options';
import type { TrainerCountsSortKey } from '@studio/contracts/trainer-stats-lazy';
import { useListRows } from '@studio/shell-kit/cursor-pages';
import { useServerSort } from '@studio/shell-kit/use-server-sort';
import { LazyLineChart } from '@studio/shell-kit/ui/LazyLineChart';
import { TrainerChoice } from '@studio/shell-kit/ui/TrainerChoice';
import {
  useCompletedByMonthQuery,
  useTrainerCountsPageInfiniteQuery,
} from '../../../api/training-stats-api';
import { labels } from '../../../config/messages';
import { completedChart } from '../utils/completed-chart';
import { TrainerStatsTable } from './TrainerStatsTable';

/**
 * Trainer statistics: a trainer filter searched by name, completed trainings by month (every
 * trainer of a studio, a chain's top ten with its total and Others), and 'Training Stats', paged
 * and sorted by the server.
 */
export function TrainerStatistics() {
  const [trainer, setTrainer] = useState<TrainerOption | null>(null);
  const trainerId = trainer?._id ?? '';
  const completed = useCompletedByMonthQuery(trainerId ? { trainerId } : {});
  const sort = useServerSort<TrainerCountsSortKey>('trainer');
  const pages = useTrainerCountsPageInfiniteQuery({ sort: sort.key, order: sort.order, trainerId });
  const rows = useListRows(pages);

  if (completed.error) console.error('Loading completed trainings failed', completed.error);
  const chart = useMemo(() => completedChart(completed.data), [completed.data]);

  return (
    <section className="trainer-statistics" aria-label="Trainer statistics">
      <TrainerChoice
        label="Trainer"
        className="trainer-filter"
        value={trainer}
        onChange={setTrainer}
        emptyLabel={labels.allTrainers}
      />
      <LazyLineChart data={chart} height={300} />
      <TrainerStatsTable list={rows} sort={sort} />
    </section>
  );
}
