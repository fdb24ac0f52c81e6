import type { ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toCalendarEvents } from '../utils/calendar-events';
import TrainingCalendar from './TrainingCalendar';

const monday = new Date(2025, 2, 3, 9, 0);
const events = toCalendarEvents([
  {
    _id: 'x1',
    status: 'scheduled',
    dateOfTraining: monday.toISOString(),
    customerID: { _id: 'c1', name: 'Carol' },
    trainerID: { _id: 't1', name: 'Alice' },
  },
  {
    _id: 'x2',
    status: 'completed',
    dateOfTraining: 'not a date',
    customerID: { _id: 'c2', name: 'Dan' },
    trainerID: { _id: 't1', name: 'Alice' },
  },
]);

/** The calendar with inert handlers: a week of `events` from Monday unless told otherwise. */
function renderCalendar(props: Partial<ComponentProps<typeof TrainingCalendar>> = {}) {
  return render(
    <TrainingCalendar
      events={events}
      date={monday}
      view="week"
      onNavigate={vi.fn()}
      onView={vi.fn()}
      onSelectSlot={vi.fn()}
      onSelectEvent={vi.fn()}
      onEventDrop={vi.fn()}
      {...props}
    />,
  );
}

describe('TrainingCalendar', () => {
  it('shows a week from Monday, 06:00 to 22:00 in one-hour slots, with month, week and day views', () => {
    const { container } = renderCalendar();
    const headers = [...container.querySelectorAll('.rbc-time-header .rbc-header')].map(
      (cell) => cell.textContent,
    );
    expect(headers[0]).toMatch(/^03 Mon/);
    expect(headers).toHaveLength(7);
    const hours = [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map(
      (label) => label.textContent,
    );
    expect(hours[0]).toBe('06:00');
    expect(hours.at(-1)).toBe('22:00');
    expect(hours).toHaveLength(17);
    for (const view of ['Month', 'Week', 'Day'])
      expect(screen.getByRole('button', { name: view })).toBeInTheDocument();
  });

  it('draws trainings blue with white text, titled and tooltipped with customer and status; invalid dates are left out', () => {
    renderCalendar();
    // The tooltip carries the time too: '09:00 – 10:00: Carol (scheduled)'.
    const event = screen.getByTitle(/: Carol \(scheduled\)$/);
    expect(event).toHaveStyle({ backgroundColor: '#3182CE', color: '#ffffff' });
    expect(event).toHaveTextContent('Carol (scheduled)');
    expect(screen.queryByText(/Dan/)).not.toBeInTheDocument();
  });
});

describe('TrainingCalendar from the keyboard', () => {
  it('lets the scrolling hours take focus, as a named region', () => {
    renderCalendar();
    const hours = screen.getByRole('region', { name: 'Hours of the shown days' });
    expect(hours).toHaveClass('rbc-time-content');
    expect(hours).toHaveAttribute('tabindex', '0');
  });
});

describe('TrainingCalendar month view', () => {
  it('shows at most 2 event rows a day and a link to the rest', () => {
    const busyDay = toCalendarEvents(
      [9, 11, 13, 15].map((hour) => ({
        _id: `m${hour}`,
        status: 'scheduled' as const,
        dateOfTraining: new Date(2025, 2, 5, hour).toISOString(),
        customerID: { _id: `c${hour}`, name: `Customer ${hour}` },
        trainerID: { _id: 't1', name: 'Alice' },
      })),
    );
    renderCalendar({ events: busyDay, view: 'month' });
    expect(screen.getAllByText(/^Customer \d+ \(scheduled\)$/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: /\+2 more/ })).toBeInTheDocument();
  });
});

describe('TrainingCalendar late cancels', () => {
  it('shows a late-cancelled session in its own style and says so in words, waived or not', () => {
    const lateCancels = toCalendarEvents([
      {
        _id: 'l1',
        status: 'late-cancelled',
        lateCancelWaived: false,
        dateOfTraining: new Date(2025, 2, 4, 10).toISOString(),
        customerID: { _id: 'c3', name: 'Lena' },
        trainerID: { _id: 't1', name: 'Alice' },
      },
      {
        _id: 'l2',
        status: 'late-cancelled',
        lateCancelWaived: true,
        dateOfTraining: new Date(2025, 2, 5, 10).toISOString(),
        customerID: { _id: 'c4', name: 'Walt' },
        trainerID: { _id: 't1', name: 'Alice' },
      },
    ]);
    renderCalendar({ events: lateCancels });
    const late = screen.getByTitle(/: Lena \(late-cancelled\)$/);
    expect(late).toHaveClass('training-event-late-cancelled');
    expect(late).toHaveStyle({ textDecoration: 'line-through' });
    expect(screen.getByTitle(/: Walt \(late-cancelled, waived\)$/)).toBeInTheDocument();
  });
});

describe('TrainingCalendar trial sessions', () => {
  it('flags in words a trial session whose visitor answered a PAR-Q "yes", in the spec’s blue', () => {
    const trials = toCalendarEvents(
      [
        {
          _id: 'trial-flagged',
          status: 'scheduled',
          dateOfTraining: new Date(2025, 2, 4, 10).toISOString(),
          customerID: { _id: 'lead1', name: 'Casey Tan' },
          trainerID: { _id: 't1', name: 'Alice' },
        },
        {
          _id: 'trial-clear',
          status: 'scheduled',
          dateOfTraining: new Date(2025, 2, 5, 10).toISOString(),
          customerID: { _id: 'lead2', name: 'Nina Ng' },
          trainerID: { _id: 't1', name: 'Alice' },
        },
      ],
      ['trial-flagged'],
    );
    renderCalendar({ events: trials });
    const flagged = screen.getByTitle(/: Casey Tan \(scheduled\) · Health: a PAR-Q "yes"$/);
    expect(flagged).toHaveTextContent('Health: a PAR-Q "yes"');
    expect(flagged).toHaveStyle({ backgroundColor: '#3182CE' });
    const clear = screen.getByTitle(/: Nina Ng \(scheduled\)$/);
    expect(clear).not.toHaveTextContent('Health');
  });
});

describe('TrainingCalendar in a browser in another zone than the studio’s', () => {
  // The studio is in Singapore (the tests' setup); this browser is in London.
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/London';
  });
  afterAll(() => {
    process.env.TZ = original;
  });
  const studioMonday = () => new Date(2026, 11, 7);

  it('draws a session at its Singapore day and hour, and greys Singapore’s non-working hours', () => {
    // Monday 09:00 in Singapore is Monday 01:00 in London.
    const events = toCalendarEvents([
      {
        _id: 's1',
        status: 'scheduled',
        dateOfTraining: '2026-12-07T01:00:00.000Z',
        customerID: { _id: 'c1', name: 'Carol' },
        trainerID: { _id: 't1', name: 'Alice' },
      },
    ]);
    const { container } = renderCalendar({
      events,
      date: studioMonday(),
      workingHours: {
        trainerId: 't1',
        weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
        overrides: [],
        timeOff: [],
        takesTrials: false,
      },
    });
    expect(screen.getByTitle('09:00 – 10:00: Carol (scheduled)')).toBeInTheDocument();
    const days = [...container.querySelectorAll('.rbc-time-content .rbc-day-slot')];
    expect(days[0]?.contains(screen.getByTitle(/Carol/))).toBe(true);
    const working = days.map((day) =>
      [...day.querySelectorAll('.rbc-time-slot')]
        .map((slot, index) => (slot.classList.contains('calendar-off-hours') ? null : index + 6))
        .filter((hour) => hour !== null),
    );
    expect(working).toEqual([[9, 10, 11], [], [], [], [], [], []]);
  });
});
