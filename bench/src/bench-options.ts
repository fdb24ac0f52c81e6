import { parseArgs } from 'node:util';

/** Entries that can run alone (`--only`), skipping the read calls, screens and memory runs. */
export const benchEntries = [
  'self-booking',
  'progress',
  'read-calls',
  'bff-overhead',
  'whole-list',
] as const;
export type BenchEntry = (typeof benchEntries)[number];

export interface BenchOptions {
  /** A short run: seconds per call instead of tens of seconds, fewer browser runs. */
  quick: boolean;
  /** The chain's size as a multiple of `studioChain`. */
  scale: number;
  /** Run this entry alone after seeding (its own results file); every entry when absent. */
  only?: BenchEntry;
}

const usage = `Usage: npm run bench -- [--quick] [--scale N] [--only ${benchEntries.join('|')}]   (e.g. npm run bench -- --quick --scale 10 --only self-booking)`;

/**
 * The bench's options from its command line. The root script hands everything after `--` to the
 * workspace script (`npm run bench -- --scale 10`); npm 11 keeps an option it does not know that
 * comes before the `--` (`npm run bench --scale 10`) and passes only its value, which is refused
 * here with the usage rather than read as something else.
 */
export function benchOptions(args: string[]): BenchOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        quick: { type: 'boolean', default: false },
        scale: { type: 'string' },
        only: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`);
  }
  const scale = Number(parsed.values.scale ?? 1);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`--scale takes a whole number ≥ 1, not "${parsed.values.scale}"\n${usage}`);
  const only = parsed.values.only;
  if (only !== undefined && !benchEntries.includes(only as BenchEntry))
    throw new Error(`--only takes one of ${benchEntries.join(', ')}, not "${only}"\n${usage}`);
  return { quick: parsed.values.quick, scale, ...(only ? { only: only as BenchEntry } : {}) };
}
