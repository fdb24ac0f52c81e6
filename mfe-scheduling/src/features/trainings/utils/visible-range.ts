import { addDays, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarView = 'month' | 'week' | 'day';

/** The schedule's weeks start on Monday (spec section 9). */
export const weekStartsOn = 1;

/**
 * The days the calendar shows for a view around `date` ([from, to), as wall-clock Dates: the
 * studio's midnights once `fromWallClock` reads them), so it asks
 * the server only for those trainings. The month view shows whole weeks around the month.
 */
export function visibleRange(view: CalendarView, date: Date): { from: Date; to: Date } {
  switch (view) {
    case 'day':
      return { from: startOfDay(date), to: addDays(startOfDay(date), 1) };
    case 'week': {
      const from = startOfWeek(date, { weekStartsOn });
      return { from, to: addDays(from, 7) };
    }
    case 'month':
      return {
        from: startOfWeek(startOfMonth(date), { weekStartsOn }),
        to: addDays(startOfDay(endOfWeek(endOfMonth(date), { weekStartsOn })), 1),
      };
  }
}
