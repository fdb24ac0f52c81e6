import { useEffect, useMemo, useState } from 'react';
import { useAvailabilityQuery } from '../../../api/availability-api';
import { useFlaggedTrialSessionsQuery } from '../../../api/trial-health-api';
import { useTrainingsInRangeQuery } from '../../../api/trainings-api';
import { trainingsPerRange } from '../../../config/limits';
import { fromWallClock, wallClockNow } from '../../../lib/business-wall-clock';
import { toCalendarEvents } from '../utils/calendar-events';
import { visibleRange, type CalendarView } from '../utils/visible-range';

interface Filters {
  trainerId: string;
  customerId: string;
  /** Whose hours shade the calendar ('' for nobody's). */
  hoursOf: string;
}

/**
 * What the calendar shows: its view and date, the trainings of the visible range (filtered by the
 * server, a whole chain's busy week capped with a notice) and the working hours that shade it.
 */
export function useCalendarTrainings({ trainerId, customerId, hoursOf }: Filters) {
  const [view, setView] = useState<CalendarView>('week');
  // The shown day as a wall-clock Date: the studio's today at first.
  const [date, setDate] = useState(wallClockNow);
  // The days shown are the studio's days: their bounds are the studio's midnights.
  const range = useMemo(() => visibleRange(view, date), [view, date]);
  const trainings = useTrainingsInRangeQuery({
    from: fromWallClock(range.from).toISOString(),
    to: fromWallClock(range.to).toISOString(),
    limit: String(trainingsPerRange),
    ...(trainerId ? { trainerId } : {}),
    ...(customerId ? { customerId } : {}),
  });
  const workingHours = useAvailabilityQuery(hoursOf, { skip: !hoursOf });
  // Without them (the leads cannot be read) the events simply carry no health flag.
  const flaggedTrials = useFlaggedTrialSessionsQuery();
  const events = useMemo(
    () => toCalendarEvents(trainings.data?.items ?? [], flaggedTrials.data),
    [trainings.data, flaggedTrials.data],
  );

  useEffect(() => {
    if (trainings.error) console.error('Loading trainings failed', trainings.error);
  }, [trainings.error]);

  return {
    view,
    date,
    showView: setView,
    showDate: setDate,
    /** The month view of the chosen month. */
    jumpToMonth: (month: Date) => {
      setDate(month);
      setView('month');
    },
    events,
    overCap: Boolean(trainings.data?.nextCursor),
    workingHours: workingHours.data,
  };
}

export type CalendarTrainings = ReturnType<typeof useCalendarTrainings>;
