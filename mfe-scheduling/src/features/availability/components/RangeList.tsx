import type { TimeRange } from '@studio/contracts/availability';
import { Button } from '@studio/shell-kit/ui/Button';
import { TimeField } from '@studio/shell-kit/ui/DateFields';
import { TextField } from '@studio/shell-kit/ui/TextField';

/**
 * An end time: `HH:MM`, or `24:00` for a day worked until midnight. A time input cannot hold
 * 24:00 (it would show and save 23:59, losing the last slot), so the end is typed; the server
 * checks it again and refuses a range that passes midnight.
 */
const endTimePattern = '([01][0-9]|2[0-3]):[0-5][0-9]|24:00';

/** The working hours of one day (a weekday or a date) as start–end pairs, each removable. */
export function RangeList({
  dayLabel,
  ranges,
  onChange,
}: {
  dayLabel: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
}) {
  const change = (index: number, part: Partial<TimeRange>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...part } : range)));
  return (
    <div className="availability-ranges">
      {ranges.map((range, index) => (
        <div key={index} className="availability-range">
          <TimeField
            label={`${dayLabel} from`}
            value={range.start}
            required
            onChange={(event) => change(index, { start: event.target.value })}
          />
          <TextField
            label={`${dayLabel} until`}
            value={range.end}
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="HH:MM"
            pattern={endTimePattern}
            title="A time as HH:MM, or 24:00 for midnight"
            hint="24:00 for midnight"
            onChange={(event) => change(index, { end: event.target.value.trim() })}
          />
          <Button
            size="sm"
            variant="quiet"
            aria-label={`Remove ${dayLabel} ${range.start}–${range.end}`}
            onClick={() => onChange(ranges.filter((_, at) => at !== index))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        aria-label={`Add hours on ${dayLabel}`}
        onClick={() => onChange([...ranges, { start: '09:00', end: '17:00' }])}
      >
        Add hours
      </Button>
    </div>
  );
}
