import type { TrainerCounts } from '@studio/contracts/trainer-stats-lazy';
import { labels } from '../../../config/messages';
import { useSmallScreen } from '../hooks/use-small-screen';
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

/** 'Training Stats': a table, or stacked cards with the same data on small screens. */
export function TrainerStatsTable({ rows }: { rows: TrainerCounts[] }) {
  const small = useSmallScreen();
  if (small) {
    return (
      <section className="trainer-stats-cards" aria-label={labels.trainingStats}>
        <h2>{labels.trainingStats}</h2>
        {rows.map((row) => (
          <article key={row.trainer._id} className="trainer-stats-card">
            <h3>{row.trainer.name}</h3>
            <dl>
              <dt>{labels.pastColumn}</dt>
              <dd>
                <PastCell row={row} />
              </dd>
              <dt>{labels.averageColumn}</dt>
              <dd>{row.avgPastSessionsPerWeek}</dd>
              <dt>{labels.upcomingColumn}</dt>
              <dd>
                <UpcomingCell row={row} />
              </dd>
            </dl>
          </article>
        ))}
      </section>
    );
  }
  return (
    <table className="scheduling-table trainer-stats-table">
      <caption>{labels.trainingStats}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.trainerColumn}</th>
          <th scope="col">{labels.pastColumn}</th>
          <th scope="col">{labels.averageColumn}</th>
          <th scope="col">{labels.upcomingColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.trainer._id}>
            <th scope="row">{row.trainer.name}</th>
            <td>
              <PastCell row={row} />
            </td>
            <td>{row.avgPastSessionsPerWeek}</td>
            <td>
              <UpcomingCell row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
