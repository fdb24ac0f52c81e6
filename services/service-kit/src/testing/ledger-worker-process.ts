import { createServer } from 'node:net';
import { freePort } from './free-port.js';
import { startNodeProcess, type NodeProcess } from './node-process.js';
import { waitFor } from './wait-for.js';

export interface LedgerWorkerProcess {
  process: NodeProcess;
  /** Where its probes answer: `http://127.0.0.1:<HEALTH_PORT>`. */
  probeUrl: string;
  /** Kills the worker if it still runs and frees the service's port. */
  close(): Promise<void>;
}

/**
 * Starts a service's ledger worker entry the way the local runner does: in the service's own
 * environment, whose `PORT` is taken by the service (here a bare listener), with a free
 * `HEALTH_PORT`; resolves once `/healthz` answers.
 */
export async function startLedgerWorkerProcess(
  entry: string,
  env: Record<string, string>,
): Promise<LedgerWorkerProcess> {
  const service = createServer();
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const servicePort = (service.address() as { port: number }).port;
  const healthPort = await freePort();
  const worker = startNodeProcess(entry, {
    ...env,
    PORT: String(servicePort),
    HEALTH_PORT: String(healthPort),
  });
  const probeUrl = `http://127.0.0.1:${healthPort}`;
  const close = async () => {
    worker.kill('SIGKILL');
    await new Promise((resolve) => service.close(resolve));
  };
  try {
    await waitFor(() => fetch(`${probeUrl}/healthz`).catch(() => undefined), 20_000);
  } catch (error) {
    await close();
    throw error;
  }
  return { process: worker, probeUrl, close };
}
