import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ephemeralPortRange, findFreePorts } from '../src/free-port.js';

describe('free ports for the stack', () => {
  it('are distinct, below the range outgoing connections use, and can be listened on', async () => {
    const names = Array.from({ length: 20 }, (_, index) => `process-${index}`);
    const ports = Object.values(await findFreePorts(names));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeLessThan(ephemeralPortRange().low);

    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(ports[0], '127.0.0.1', resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
