import { formatDateTime } from '../../../lib/format-dates';

/** A collapsible list of training dates ('View Scheduled Trainings' and the like). */
export function TrainingDates({ label, dates }: { label: string; dates: string[] }) {
  return (
    <details className="training-dates">
      <summary>
        {label} ({dates.length})
      </summary>
      {dates.length === 0 ? (
        <p>None</p>
      ) : (
        <ul>
          {dates.map((date) => (
            <li key={date}>{formatDateTime(date)}</li>
          ))}
        </ul>
      )}
    </details>
  );
}
