import type { TimeRange } from '@studio/contracts/availability';
import { Button } from '@studio/shell-kit/ui/Button';
import { TimeField } from '@studio/shell-kit/ui/DateFields';

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
          <TimeField
            label={`${dayLabel} until`}
            value={range.end === '24:00' ? '23:59' : range.end}
            required
            onChange={(event) => change(index, { end: event.target.value })}
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
