import { Writable } from 'node:stream';

/** A log destination that keeps every line, so a test can read what the app logged. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, text: () => lines.join('\n') };
}
