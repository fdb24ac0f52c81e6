import { lateCancelLabels } from '../../../config/messages';

/** What the calendar's two event styles mean, in words beside each swatch. */
export function CalendarLegend() {
  return (
    <ul className="calendar-legend" aria-label={lateCancelLabels.legend}>
      <li>
        <span className="legend-swatch legend-swatch-session" aria-hidden="true" />
        {lateCancelLabels.legendSession}
      </li>
      <li>
        <span className="legend-swatch legend-swatch-late-cancel" aria-hidden="true" />
        {lateCancelLabels.legendLateCancel}
      </li>
      <li>
        <span className="legend-swatch calendar-off-hours" aria-hidden="true" />
        Outside working hours or time off
      </li>
    </ul>
  );
}
