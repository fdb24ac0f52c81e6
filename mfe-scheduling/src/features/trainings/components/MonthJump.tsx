import { addMonths, format, startOfMonth } from 'date-fns';
import { SelectField } from '@studio/shell-kit/ui/SelectField';
import { wallClockNow } from '../../../lib/business-wall-clock';

const monthsEachWay = 12;

/**
 * The month dropdown: jumps the calendar to the first day of a month within a year either way of
 * the studio's month. `date` and the jump are wall-clock Dates (`business-wall-clock.ts`).
 */
export function MonthJump({ date, onJump }: { date: Date; onJump: (date: Date) => void }) {
  const current = startOfMonth(date);
  const today = startOfMonth(wallClockNow());
  const months = Array.from({ length: monthsEachWay * 2 + 1 }, (_, index) =>
    addMonths(today, index - monthsEachWay),
  );
  if (!months.some((month) => month.getTime() === current.getTime())) months.push(current);
  months.sort((a, b) => a.getTime() - b.getTime());
  return (
    <SelectField
      label="Jump to month"
      className="month-jump"
      value={format(current, 'yyyy-MM')}
      onChange={(event) => onJump(new Date(`${event.target.value}-01T00:00:00`))}
    >
      {months.map((month) => (
        <option key={month.getTime()} value={format(month, 'yyyy-MM')}>
          {format(month, 'MMMM yyyy')}
        </option>
      ))}
    </SelectField>
  );
}
