// react-big-calendar's month view class, extended to fix how many event rows a day shows.
declare module 'react-big-calendar/lib/Month' {
  import type { Component } from 'react';
  import type { ViewStatic } from 'react-big-calendar';

  class MonthView extends Component<
    Record<string, unknown>,
    { rowLimit: number; needLimitMeasure: boolean }
  > {
    measureRowLimit(): void;
  }
  const Month: typeof MonthView & ViewStatic;
  export default Month;
}
