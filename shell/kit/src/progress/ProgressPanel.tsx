import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { progressCharts } from '@studio/shell-kit/progress-chart-data';
import { describeTrend } from '@studio/shell-kit/progress-format';
import {
  useProgressMeasurementsQuery,
  useProgressPhotosQuery,
  type ProgressSubject,
} from '@studio/shell-kit/progress-api';
import { PhotoTimeline } from '@studio/shell-kit/progress/PhotoTimeline';
import { Button } from '@studio/shell-kit/ui/Button';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { LazyLineChart, preloadLineChart } from '@studio/shell-kit/ui/LazyLineChart';
import { useState } from 'react';
import './progress.css';

function LoadFailure({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <div>
      <ErrorMessage
        message={`${what} could not be loaded.`}
        detail={serverErrorMessage(error as Parameters<typeof serverErrorMessage>[0])}
      />
      <Button size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * A customer's progress as the customer, their trainer and admins see it: how each value moved
 * (since the first entry and over the last 30 days), weight and body measurements charted over
 * time, and the photos side by side by date. Measurements and photos load and fail on their own.
 */
export function ProgressPanel({
  subject,
  headingLevel = 3,
}: {
  subject: ProgressSubject;
  headingLevel?: 2 | 3;
}) {
  // The charts' code is asked for while the panel first renders, so it goes out ahead of the
  // screen's API calls (sent once the render is committed) instead of queueing behind them for the
  // browser's six connections, and runs while they travel.
  useState(preloadLineChart);
  const measurements = useProgressMeasurementsQuery(subject);
  const photos = useProgressPhotosQuery(subject);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className="progress-panel">
      <Heading className="progress-heading">Measurements</Heading>
      {measurements.isLoading && <p role="status">Loading measurements…</p>}
      {measurements.error && (
        <LoadFailure
          what="The measurements"
          error={measurements.error}
          retry={measurements.refetch}
        />
      )}
      {measurements.data &&
        (measurements.data.items.length === 0 ? (
          <p>No measurements yet.</p>
        ) : (
          <>
            <ul className="progress-changes" aria-label="Changes">
              {measurements.data.trends.map((trend) => (
                <li key={trend.field}>{describeTrend(trend)}</li>
              ))}
            </ul>
            {progressCharts(measurements.data.items).map((chart) => (
              <LazyLineChart key={chart.title} data={chart} height={240} />
            ))}
          </>
        ))}

      <Heading className="progress-heading">Photos</Heading>
      {photos.isLoading && <p role="status">Loading photos…</p>}
      {photos.error && (
        <LoadFailure what="The photos" error={photos.error} retry={photos.refetch} />
      )}
      {photos.data &&
        (photos.data.items.length === 0 ? (
          <p>No photos yet.</p>
        ) : (
          <PhotoTimeline photos={photos.data.items} />
        ))}
    </div>
  );
}
