import fs from 'node:fs/promises';

export type ServiceWarning = { process: string; message: string; count: number };

const warnLevel = 40;
// The load generator stops mid-request at the end of every timed run; the BFF logs each request
// its client left. That is the bench's doing, not a degraded answer.
const clientLeft = 'request aborted';

/**
 * The warnings and errors the services logged during the run, grouped by message. A fast answer
 * that logged one is a degraded answer (at 10× the trainer names once failed over to 'Unknown'
 * on every statistics call, and the bench timed the failure), so the report counts them as
 * regressions.
 */
export async function serviceWarnings(logFile: string): Promise<ServiceWarning[]> {
  const counts = new Map<string, ServiceWarning>();
  for (const line of (await fs.readFile(logFile, 'utf8')).split('\n')) {
    const match = /^\[([\w-]+)\] (\{.*\})$/.exec(line);
    if (!match) continue;
    let entry: { level?: number; msg?: string };
    try {
      entry = JSON.parse(match[2]!) as typeof entry;
    } catch {
      continue;
    }
    if ((entry.level ?? 0) < warnLevel || entry.msg === clientLeft) continue;
    const key = `${match[1]}\u0000${entry.msg}`;
    const known = counts.get(key) ?? { process: match[1]!, message: String(entry.msg), count: 0 };
    known.count += 1;
    counts.set(key, known);
  }
  return [...counts.values()];
}
