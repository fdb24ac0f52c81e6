import { useMemo, useState } from 'react';
import { useTrainerOptionsQuery } from '@studio/shell-kit/users-api';
import { SelectField } from '../../../components/SelectField';
import { useCompletedByMonthQuery, useTrainerCountsQuery } from '../../../api/training-stats-api';
import { labels } from '../../../config/messages';
import { formatMonthYear } from '../../../lib/format-dates';
import { trainerRows } from '../utils/trainer-rows';
import { LazyLineChart } from './LazyLineChart';
import { TrainerStatsTable } from './TrainerStatsTable';

const noTrainers: readonly { _id: string; name: string }[] = [];

/** Trainer statistics: a trainer filter, completed trainings by month per trainer, and 'Training Stats'. */
export function TrainerStatistics() {
  const [trainerId, setTrainerId] = useState('');
  const users = useTrainerOptionsQuery();
  const filter = trainerId ? { trainerId } : {};
  const completed = useCompletedByMonthQuery(filter);
  const stats = useTrainerCountsQuery(filter);

  if (users.error) console.error('Loading users failed', users.error);
  if (stats.error) console.error('Loading trainer statistics failed', stats.error);

  const trainers = users.data ?? noTrainers;
  const rows = useMemo(
    () => trainerRows(trainers, stats.data?.trainers ?? [], trainerId),
    [trainers, stats.data, trainerId],
  );
  const chart = useMemo(
    () => ({
      title: labels.completedByMonthPerTrainer,
      xLabels: (completed.data?.months ?? []).map(formatMonthYear),
      series: (completed.data?.series ?? []).map((line) => ({
        name: line.trainer.name,
        values: line.counts,
      })),
    }),
    [completed.data],
  );

  return (
    <section className="trainer-statistics" aria-label="Trainer statistics">
      <SelectField
        label="Trainer"
        className="select-field trainer-filter"
        value={trainerId}
        onChange={(event) => setTrainerId(event.target.value)}
      >
        <option value="">{labels.allTrainers}</option>
        {trainers.map((trainer) => (
          <option key={trainer._id} value={trainer._id}>
            {trainer.name}
          </option>
        ))}
      </SelectField>
      <LazyLineChart data={chart} height={300} />
      <TrainerStatsTable rows={rows} />
    </section>
  );
}
