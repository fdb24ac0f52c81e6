import type { Writable } from 'node:stream';

/** Where the runner's and its processes' lines go: the terminal, a file, or a test's buffer. */
export interface LogSink {
  line(source: string, text: string): void;
}

const palette = [36, 32, 33, 35, 34, 96, 92, 93, 95, 94, 91];

/** Writes `[source] text` lines, coloured per source when the stream is a terminal. */
export function createLogSink(stream: Writable & { isTTY?: boolean }): LogSink {
  const colours = new Map<string, number>();
  // Wide enough for `customer-migrate` so most lines line up from the start.
  const width = { value: 19 };
  const useColour = Boolean(stream.isTTY) && !process.env.NO_COLOR;
  return {
    line(source, text) {
      width.value = Math.max(width.value, source.length + 2);
      const label = `[${source}]`.padEnd(width.value);
      if (!useColour) {
        stream.write(`${label} ${text}\n`);
        return;
      }
      if (!colours.has(source)) colours.set(source, palette[colours.size % palette.length] ?? 37);
      stream.write(`\u001b[${colours.get(source)}m${label}\u001b[0m ${text}\n`);
    },
  };
}

/** Splits a byte stream into lines and hands each, formatted, to the sink. */
export function pipeLines(
  input: NodeJS.ReadableStream,
  sink: LogSink,
  source: string,
  format: (line: string) => string = (line) => line,
): void {
  let pending = '';
  input.setEncoding('utf8');
  input.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) sink.line(source, format(line));
  });
  input.on('end', () => {
    if (pending.trim()) sink.line(source, format(pending));
  });
}
