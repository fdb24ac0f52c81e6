import { useState, type FormEvent } from 'react';
import type {
  Availability,
  DateOverride,
  TimeOff,
  TimeRange,
  WeeklyRange,
} from '@studio/contracts/availability';
import { serverErrorMessage } from '@studio/shell-kit/api-error';
import { Button } from '@studio/shell-kit/ui/Button';
import { Card } from '@studio/shell-kit/ui/Card';
import { CheckboxField } from '@studio/shell-kit/ui/CheckboxField';
import { DateField, DateTimeField } from '@studio/shell-kit/ui/DateFields';
import { ErrorMessage } from '@studio/shell-kit/ui/ErrorMessage';
import { FormActions } from '@studio/shell-kit/ui/FormActions';
import { TextField } from '@studio/shell-kit/ui/TextField';
import { useSaveAvailabilityMutation } from '../../../api/availability-api';
import { fromDateTimeLocal, toDateTimeLocal } from '../../../lib/datetime-local';
import { RangeList } from './RangeList';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Time off as the form edits it: the studio's wall clock. */
interface TimeOffDraft {
  from: string;
  to: string;
  note: string;
}

const draftOf = (off: TimeOff): TimeOffDraft => ({
  from: toDateTimeLocal(new Date(off.from)),
  to: toDateTimeLocal(new Date(off.to)),
  note: off.note ?? '',
});

/**
 * A trainer's weekly hours (several ranges a day), dates with other hours or none, and time off;
 * saved whole. The server checks the rules and names what is wrong.
 */
export function AvailabilityForm({
  availability,
  trainerName,
}: {
  availability: Availability;
  trainerName: string;
}) {
  const [weekly, setWeekly] = useState<WeeklyRange[]>(availability.weekly);
  const [overrides, setOverrides] = useState<DateOverride[]>(availability.overrides);
  const [timeOff, setTimeOff] = useState<TimeOffDraft[]>(availability.timeOff.map(draftOf));
  const [takesTrials, setTakesTrials] = useState(availability.takesTrials);
  const [save, saving] = useSaveAvailabilityMutation();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<{ message: string; reason?: string } | null>(null);

  const rangesOf = (weekday: number): TimeRange[] =>
    weekly.filter((range) => range.weekday === weekday).map(({ start, end }) => ({ start, end }));
  const setRangesOf = (weekday: number, ranges: TimeRange[]) =>
    setWeekly([
      ...weekly.filter((range) => range.weekday !== weekday),
      ...ranges.map((range) => ({ weekday, ...range })),
    ]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    const times = timeOff.map((off) => ({
      from: fromDateTimeLocal(off.from)?.toISOString() ?? null,
      to: fromDateTimeLocal(off.to)?.toISOString() ?? null,
      note: off.note.trim(),
    }));
    if (times.some((off) => !off.from || !off.to)) {
      setFailure({ message: 'Give every time off a start and an end.' });
      return;
    }
    setFailure(null);
    const result = await save({
      trainerId: availability.trainerId,
      weekly: [...weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
      overrides,
      timeOff: times.map((off) => ({
        from: off.from as string,
        to: off.to as string,
        ...(off.note ? { note: off.note } : {}),
      })),
      takesTrials,
    });
    if ('error' in result) {
      setFailure({
        message: 'The hours could not be saved.',
        reason: serverErrorMessage(result.error),
      });
      return;
    }
    setSaved(true);
  };

  return (
    <form className="availability-form" onSubmit={(event) => void submit(event)}>
      <Card title={`Weekly hours of ${trainerName}`} titleLevel={2}>
        <p className="ui-field-hint">Singapore time. Customers can book these hours themselves.</p>
        {weekdays.map((name, index) => (
          <fieldset key={name} className="availability-day">
            <legend>{name}</legend>
            <RangeList
              dayLabel={name}
              ranges={rangesOf(index + 1)}
              onChange={(ranges) => setRangesOf(index + 1, ranges)}
            />
          </fieldset>
        ))}
      </Card>

      <Card title="Dates with other hours" titleLevel={2}>
        <p className="ui-field-hint">A date without hours is a day off.</p>
        {overrides.map((override, index) => (
          <fieldset key={index} className="availability-day">
            <legend>Other hours {index + 1}</legend>
            <DateField
              label="Date"
              value={override.date}
              required
              onChange={(event) =>
                setOverrides(
                  overrides.map((item, at) =>
                    at === index ? { ...item, date: event.target.value } : item,
                  ),
                )
              }
            />
            <RangeList
              dayLabel={override.date || `date ${index + 1}`}
              ranges={override.ranges}
              onChange={(ranges) =>
                setOverrides(
                  overrides.map((item, at) => (at === index ? { ...item, ranges } : item)),
                )
              }
            />
            <Button
              size="sm"
              variant="danger"
              onClick={() => setOverrides(overrides.filter((_, at) => at !== index))}
            >
              Remove this date
            </Button>
          </fieldset>
        ))}
        <Button onClick={() => setOverrides([...overrides, { date: '', ranges: [] }])}>
          Add a date
        </Button>
      </Card>

      <Card title="Time off" titleLevel={2}>
        {timeOff.map((off, index) => {
          const change = (part: Partial<TimeOffDraft>) =>
            setTimeOff(timeOff.map((item, at) => (at === index ? { ...item, ...part } : item)));
          return (
            <fieldset key={index} className="availability-day">
              <legend>Time off {index + 1}</legend>
              <DateTimeField
                label="From"
                value={off.from}
                required
                onChange={(event) => change({ from: event.target.value })}
              />
              <DateTimeField
                label="Until"
                value={off.to}
                required
                onChange={(event) => change({ to: event.target.value })}
              />
              <TextField
                label="Note (optional)"
                value={off.note}
                maxLength={200}
                onChange={(event) => change({ note: event.target.value })}
              />
              <Button
                size="sm"
                variant="danger"
                onClick={() => setTimeOff(timeOff.filter((_, at) => at !== index))}
              >
                Remove this time off
              </Button>
            </fieldset>
          );
        })}
        <Button onClick={() => setTimeOff([...timeOff, { from: '', to: '', note: '' }])}>
          Add time off
        </Button>
      </Card>

      <CheckboxField
        label="Takes trial sessions"
        hint="Visitors can book a trial with this trainer."
        checked={takesTrials}
        onChange={(event) => setTakesTrials(event.target.checked)}
      />
      <div role="status" aria-live="polite">
        {saved && <p className="availability-saved">Hours saved.</p>}
      </div>
      <ErrorMessage message={failure?.message} detail={failure?.reason} />
      <FormActions>
        <Button type="submit" variant="primary" disabled={saving.isLoading}>
          {saving.isLoading ? 'Saving…' : 'Save hours'}
        </Button>
      </FormActions>
    </form>
  );
}
