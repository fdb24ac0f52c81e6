import { useState } from 'react';
import type { TrainerDateList } from '@studio/contracts/trainer-stats-lazy';
import { useTrainerDatesQuery } from '../../../api/training-stats-api';
import { formatDateTime } from '../../../lib/format-dates';

interface DatesOf {
  trainerId: string;
  list: TrainerDateList;
}

/**
 * A collapsible list of training dates ('View Scheduled Trainings' and the like): the count shows
 * at once; the dates are read from the server when the list is first opened.
 */
export function TrainingDates({
  label,
  count,
  ...datesOf
}: DatesOf & { label: string; count: number }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="training-dates"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>
        {label} ({count})
      </summary>
      {opened && (count === 0 ? <p>None</p> : <LoadedDates {...datesOf} />)}
    </details>
  );
}

function LoadedDates({ trainerId, list }: DatesOf) {
  const dates = useTrainerDatesQuery({ trainerId, list });
  // Spec section 8: loading failures are logged only.
  if (dates.error) console.error('Loading training dates failed', dates.error);
  if (!dates.data) return <p role="status">Loading…</p>;
  if (dates.data.dates.length === 0) return <p>None</p>;
  return (
    <ul>
      {dates.data.dates.map((date) => (
        <li key={date}>{formatDateTime(date)}</li>
      ))}
    </ul>
  );
}
