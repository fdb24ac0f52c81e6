import {
  atLeastOneMeasurementMessage,
  measurementValueFields,
  type MeasurementBody,
} from '@studio/contracts/measurements';
import { badRequest } from '@studio/service-kit/errors';

/** The values of an entry as stored: one decimal place, a blank note left out. */
export type MeasurementValues = Omit<MeasurementBody, 'date'>;

/**
 * Checks the rule the schema cannot say (at least one value) and keeps one decimal place, what a
 * scale or a tape shows; a note of only spaces is no note.
 */
export function measurementValuesOf(body: MeasurementBody): MeasurementValues {
  const values: MeasurementValues = {};
  for (const field of measurementValueFields) {
    const value = body[field];
    if (value !== undefined) values[field] = Math.round(value * 10) / 10;
  }
  if (Object.keys(values).length === 0) throw badRequest(atLeastOneMeasurementMessage);
  const note = body.note?.trim();
  if (note) values.note = note;
  return values;
}
