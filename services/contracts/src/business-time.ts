import Type, { type Static } from 'typebox';
import { maxReportMonths } from './reports.js';
import { maxRepeatWeeks } from './training.js';

/**
 * `GET /api/business-time` (the BFF answers it, public): the studio's time zone, as the services
 * read it from `BUSINESS_TIME_ZONE`, and the limits the screens share with the services. The
 * screens show days, months and wall-clock times in this zone, so a studio elsewhere sees its own.
 */
export const BusinessTime = Type.Object(
  {
    timeZone: Type.String({ minLength: 1, description: 'IANA time zone, e.g. Europe/London' }),
    maxRepeatWeeks: Type.Integer({ minimum: 1 }),
    maxReportMonths: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type BusinessTime = Static<typeof BusinessTime>;

/** What the BFF answers for a studio in `timeZone`: the limits are the contracts' own. */
export function businessTimeIn(timeZone: string): BusinessTime {
  return { timeZone, maxRepeatWeeks, maxReportMonths };
}
