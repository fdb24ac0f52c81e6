import Month from 'react-big-calendar/lib/Month';
import { maxEventRowsPerDay } from '../../../config/limits';

/**
 * The month view with a fixed number of event rows per day instead of as many as fit: the stock
 * view measures the cell, this one always shows `maxEventRowsPerDay` rows and a "+N more" link
 * (the last of the view's rows holds that link).
 */
export class TwoRowMonthView extends Month {
  override measureRowLimit(): void {
    this.setState({ needLimitMeasure: false, rowLimit: maxEventRowsPerDay + 1 });
  }
}
