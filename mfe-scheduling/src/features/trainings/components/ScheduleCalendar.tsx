import { lazy, Suspense } from 'react';
import { labels, rangeNotices } from '../../../config/messages';
import type { TrainingEvent } from '../utils/calendar-events';
import type { CalendarTrainings } from '../hooks/use-calendar-trainings';
import { CalendarLegend } from './CalendarLegend';
import { MonthJump } from './MonthJump';
import { Button } from '@studio/shell-kit/ui/Button';

const TrainingCalendar = lazy(() => import('./TrainingCalendar'));

interface Props {
  /** What the calendar shows, from `useCalendarTrainings`. */
  calendar: CalendarTrainings;
  onCreate: (start: Date) => void;
  onOpen: (event: TrainingEvent) => void;
  onMove: (event: TrainingEvent, start: Date) => void;
}

/** The calendar with its toolbar (month jump, Schedule Training), range notice and legend. */
export function ScheduleCalendar({ calendar, onCreate, onOpen, onMove }: Props) {
  return (
    <>
      <div className="calendar-toolbar">
        <MonthJump date={calendar.date} onJump={calendar.jumpToMonth} />
        <Button variant="primary" onClick={() => onCreate(new Date())}>
          {labels.scheduleTraining}
        </Button>
      </div>
      {calendar.overCap && (
        <p className="range-notice" role="status">
          {rangeNotices.overCap}
        </p>
      )}
      <Suspense fallback={<p>Loading calendar…</p>}>
        <TrainingCalendar
          events={calendar.events}
          date={calendar.date}
          view={calendar.view}
          onNavigate={calendar.showDate}
          onView={calendar.showView}
          onSelectSlot={onCreate}
          onSelectEvent={onOpen}
          onEventDrop={onMove}
          workingHours={calendar.workingHours}
        />
      </Suspense>
      <CalendarLegend />
    </>
  );
}
