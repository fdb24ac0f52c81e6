import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Clock } from '../clock.js';

/**
 * A clock that several processes share: its time is what a test last wrote to a file (an ISO
 * date). Test-only: only a test's own entry point (system-tests) gives it to a service, never a
 * service's entry; the images leave testing/ out.
 */
export class FileClock implements Clock {
  constructor(private readonly file: string) {}

  now(): Date {
    return new Date(readFileSync(this.file, 'utf8').trim());
  }
}

/** Moves every FileClock reading `file` to `to` at once (a rename, so no reader sees half a date). */
export function setFileClock(file: string, to: Date): void {
  writeFileSync(`${file}.next`, to.toISOString());
  renameSync(`${file}.next`, file);
}
