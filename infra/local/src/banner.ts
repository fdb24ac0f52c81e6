import type { LogSink } from './log.js';

/** What a person needs after `npm start`: where the portal is and how to get in the first time. */
export function printBanner(sink: LogSink, url: string, extra: string[] = []): void {
  const lines = [
    '',
    `The studio portal is running at ${url}`,
    '',
    `First time? Open ${url}/register and create the first account with the role Admin`,
    "(later admins are added by an admin; a trainer who registers waits for an admin's approval).",
    ...extra,
    'Press Ctrl-C to stop everything.',
    '',
  ];
  for (const line of lines) sink.line('runner', line);
}
