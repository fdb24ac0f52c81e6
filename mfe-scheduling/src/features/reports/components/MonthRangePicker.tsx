import { useState, type FormEvent } from 'react';
import { MonthField } from '@studio/shell-kit/ui/DateFields';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import type { MonthRange } from '../../../api/reports-api';
import { rangeProblem } from '../../../lib/month-range';
import { Button } from '@studio/shell-kit/ui/Button';

interface Props {
  range: MonthRange;
  onChange: (range: MonthRange) => void;
}

/** The reports' first and last month (business time zone); the reports follow when it is shown. */
export function MonthRangePicker({ range, onChange }: Props) {
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();

  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onChange(draft);
  };

  return (
    <form className="report-range" onSubmit={show} aria-label="Report months" noValidate>
      <MonthField
        label="From month"
        value={draft.from}
        onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        required
      />
      <MonthField
        label="To month"
        value={draft.to}
        onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        required
      />
      <Button variant="primary" type="submit">
        Show reports
      </Button>
      <ErrorMessage message={problem} />
    </form>
  );
}
