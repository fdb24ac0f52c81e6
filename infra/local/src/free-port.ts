import net from 'node:net';

/** Asks the OS for a port nobody listens on right now. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not find a free port'));
      });
    });
  });
}

/** True when nothing listens on `port` (on any interface) right now. */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A free port for each name (e.g. the probe port of each ledger worker). */
export async function findFreePorts<Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const ports = {} as Record<Name, number>;
  for (const name of names) ports[name] = await findFreePort();
  return ports;
}
