/**
 * Where every rule with a clock in it (reminders, quiet hours, expiry, cancel notice, reports)
 * takes its "now", so tests move time instead of sleeping. Services receive one at build time.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
