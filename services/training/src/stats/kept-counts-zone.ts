import { keptZoneReader } from '@studio/service-kit/kept-zone';

/** The time zone whose months `completed_by_trainer_month` keeps. */
export const keptCountsZone = keptZoneReader('kept_counts_zone');
