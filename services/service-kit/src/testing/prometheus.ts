/**
 * The value of the sample of `name` whose labels include `labels`, read from a Prometheus text
 * exposition (`/metrics`); undefined when there is no such sample.
 */
export function metricValue(
  exposition: string,
  name: string,
  labels: Record<string, string>,
): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const sampleLabels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [
        key,
        value,
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => sampleLabels[key] === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}
