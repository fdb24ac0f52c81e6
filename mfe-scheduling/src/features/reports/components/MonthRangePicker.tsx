import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import type { MonthRange } from '../../../api/reports-api';
import { rangeProblem } from '../../../lib/month-range';

interface Props {
  range: MonthRange;
  onChange: (range: MonthRange) => void;
}

/** The reports' first and last month (business time zone); the reports follow when it is shown. */
export function MonthRangePicker({ range, onChange }: Props) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
  const fromId = useId();
  const toId = useId();

  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onChange(draft);
  };

  return (
    <form className="report-range" onSubmit={show} aria-label="Report months" noValidate>
      <div className="report-range-field">
        <label htmlFor={fromId}>From month</label>
        <input
          id={fromId}
          type="month"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          required
        />
      </div>
      <div className="report-range-field">
        <label htmlFor={toId}>To month</label>
        <input
          id={toId}
          type="month"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          required
        />
      </div>
      <button type="submit" className="button-primary">
        Show reports
      </button>
      <ErrorMessage message={problem} />
    </form>
  );
}
