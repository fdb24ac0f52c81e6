import type { Clock } from '../clock.js';

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2026-01-05T02:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance({
    days = 0,
    hours = 0,
    minutes = 0,
    ms = 0,
  }: {
    days?: number;
    hours?: number;
    minutes?: number;
    ms?: number;
  }): void {
    this.current += ((days * 24 + hours) * 60 + minutes) * 60_000 + ms;
  }
}
