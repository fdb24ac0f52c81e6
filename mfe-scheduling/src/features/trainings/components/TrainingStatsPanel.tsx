import type { TrainingStats } from '@studio/contracts/training-stats';
import { labels } from '../../../config/messages';

/** The selected customer's (or selection's) counts over the 90-day windows. */
export function TrainingStatsPanel({
  title,
  stats,
}: {
  title: string;
  stats: TrainingStats | undefined;
}) {
  return (
    <section className="training-stats-panel" aria-label="Training stats">
      <h2>{title}</h2>
      {stats ? (
        <dl>
          <div>
            <dt>{labels.pastColumn}</dt>
            <dd>{stats.pastCount}</dd>
          </div>
          <div>
            <dt>{labels.averageColumn}</dt>
            <dd>{stats.avgPastSessionsPerWeek}</dd>
          </div>
          <div>
            <dt>{labels.upcomingColumn}</dt>
            <dd>{stats.upcomingCount}</dd>
          </div>
          <div>
            <dt>Scheduled (not yet claimed)</dt>
            <dd>{stats.scheduledCount}</dd>
          </div>
          <div>
            <dt>Completed</dt>
            <dd>{stats.completedCount}</dd>
          </div>
        </dl>
      ) : (
        <p>Loading…</p>
      )}
    </section>
  );
}
