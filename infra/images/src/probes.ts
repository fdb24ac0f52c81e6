import { setTimeout as sleep } from 'node:timers/promises';
import type { Probe } from './container-spec.js';

/** One HTTP probe as the kubelet sends it: a 2xx or 3xx answer within the timeout passes. */
export async function probeOnce(port: number, probe: Probe): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${probe.path}`, {
      signal: AbortSignal.timeout(probe.timeoutMs),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.status >= 200 && response.status < 400;
  } catch {
    return false;
  }
}

/** Polls until the probe passes; rejects after its failure threshold (or `deadlineMs`) runs out. */
export async function waitForProbe(
  port: number,
  probe: Probe,
  { deadlineMs, stopped }: { deadlineMs: number; stopped: () => string | undefined },
): Promise<void> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const why = stopped();
    if (why) throw new Error(why);
    if (await probeOnce(port, probe)) return;
    if (Date.now() > until)
      throw new Error(`${probe.path} did not pass within ${Math.round(deadlineMs / 1000)} s`);
    await sleep(Math.min(probe.periodMs, 1000));
  }
}
