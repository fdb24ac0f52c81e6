import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** A short run: seconds per call instead of tens of seconds, fewer browser runs. */
  quick: boolean;
  /** The chain's size as a multiple of `studioChain`. */
  scale: number;
}

const usage =
  'Usage: npm run bench -- [--quick] [--scale N]   (e.g. npm run bench -- --quick --scale 10)';

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
      options: { quick: { type: 'boolean', default: false }, scale: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`);
  }
  const scale = Number(parsed.values.scale ?? 1);
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`--scale takes a whole number ≥ 1, not "${parsed.values.scale}"\n${usage}`);
  return { quick: parsed.values.quick, scale };
}
