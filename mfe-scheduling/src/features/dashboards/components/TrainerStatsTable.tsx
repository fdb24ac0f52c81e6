import type { TrainerCounts, TrainerCountsSortKey } from '@studio/contracts/trainer-stats-lazy';
import type { ListRows } from '@studio/shell-kit/cursor-pages';
import type { ServerSort } from '@studio/shell-kit/use-server-sort';
import { DataTable, type DataTableColumn } from '@studio/shell-kit/ui/DataTable';
import { labels } from '../../../config/messages';
import { TrainingDates } from './TrainingDates';

function PastCell({ row }: { row: TrainerCounts }) {
  return (
    <>
      <strong>{row.pastCount}</strong> (scheduled {row.scheduledCount}, completed{' '}
      {row.completedCount})
      <TrainingDates
        label={labels.viewScheduled}
        count={row.scheduledCount}
        trainerId={row.trainer._id}
        list="scheduled"
      />
      <TrainingDates
        label={labels.viewCompleted}
        count={row.completedCount}
        trainerId={row.trainer._id}
        list="completed"
      />
    </>
  );
}

function UpcomingCell({ row }: { row: TrainerCounts }) {
  return (
    <>
      <strong>{row.upcomingCount}</strong>
      <TrainingDates
        label={labels.viewUpcoming}
        count={row.upcomingCount}
        trainerId={row.trainer._id}
        list="upcoming"
      />
    </>
  );
}

const columns: readonly DataTableColumn<TrainerCounts, TrainerCountsSortKey>[] = [
  {
    id: 'trainer',
    header: labels.trainerColumn,
    sortKey: 'trainer',
    cell: (row) => <strong>{row.trainer.name}</strong>,
  },
  {
    id: 'past',
    header: labels.pastColumn,
    sortKey: 'pastCount',
    cell: (row) => <PastCell row={row} />,
  },
  {
    id: 'average',
    header: labels.averageColumn,
    sortKey: 'avgPastSessionsPerWeek',
    cell: (row) => row.avgPastSessionsPerWeek,
  },
  {
    id: 'upcoming',
    header: labels.upcomingColumn,
    sortKey: 'upcomingCount',
    cell: (row) => <UpcomingCell row={row} />,
  },
];

interface Props {
  list: ListRows<TrainerCounts>;
  sort: ServerSort<TrainerCountsSortKey>;
}

/**
 * 'Training Stats': every trainer's counts, paged and sorted by the server in the shared table
 * (stacked cards with the same data on small screens); each list's dates load when it is opened.
 */
export function TrainerStatsTable({ list, sort }: Props) {
  return (
    <section className="trainer-stats" aria-labelledby="training-stats-heading">
      <h2 id="training-stats-heading">{labels.trainingStats}</h2>
      <DataTable
        label={labels.trainingStats}
        columns={columns}
        list={list}
        rowId={(row) => row.trainer._id}
        rowLabel={(row) => row.trainer.name}
        sort={sort}
        emptyMessage="No trainers yet."
        estimatedRowHeight={120}
      />
    </section>
  );
}
