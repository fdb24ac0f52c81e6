import { badRequest } from '@studio/service-kit/errors';

/** Progress records begin with the studio (established 2020); earlier is a typo. */
export const earliestProgressDate = '2020-01-01';

/**
 * The date of a measurement or a photo: a real calendar date, not after today (business time
 * zone) and not before the studio's records begin. `field` names it in the 400.
 */
export function progressDate(value: string, today: string, field = 'date'): string {
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value))
    throw badRequest(`${field} must be a real date written as YYYY-MM-DD.`);
  if (value > today) throw badRequest(`${field} must not be after today (${today}).`);
  if (value < earliestProgressDate)
    throw badRequest(`${field} must be on or after ${earliestProgressDate}.`);
  return value;
}
