import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createInterface } from 'node:readline';
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

  it('are never the same in two processes asking at once', async () => {
    // 300 ports each out of ~22 000: drawn independently, about four would be the same. Each
    // process holds its ports (stays alive) until both have answered, as a stack's would.
    const childScript = `const { findFreePorts } = await import(${JSON.stringify(new URL('../src/free-port.ts', import.meta.url).href)});
      const names = Array.from({ length: 300 }, (_, index) => 'process-' + index);
      console.log(JSON.stringify(Object.values(await findFreePorts(names))));
      process.stdin.resume();
      process.stdin.on('end', () => process.exit(0));`;
    const children = [0, 1].map(() =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', childScript], {
        cwd: import.meta.dirname,
        stdio: ['pipe', 'pipe', 'inherit'],
      }),
    );
    try {
      const [first, second] = await Promise.all(
        children.map(async (child) => {
          const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
          return JSON.parse(line) as number[];
        }),
      );
      expect(first).toHaveLength(300);
      expect(second).toHaveLength(300);
      expect(first!.filter((port) => second!.includes(port))).toEqual([]);
    } finally {
      for (const child of children) child.stdin.end();
      await Promise.all(
        children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)),
      );
    }
  });

  it('are claimed by a process that also clears the expired claims a killed process left', async () => {
    const claims = path.join(os.tmpdir(), 'studio-port-claims');
    await fs.mkdir(claims, { recursive: true });
    const suffix = randomBytes(4).toString('hex');
    const expired = path.join(claims, `left-by-a-killed-process-${suffix}`);
    const live = path.join(claims, `held-by-a-running-process-${suffix}`);
    await fs.writeFile(expired, '1');
    await fs.writeFile(live, '2');
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    await fs.utimes(expired, sixteenMinutesAgo, sixteenMinutesAgo);
    try {
      const childScript = `const { findFreePort } = await import(${JSON.stringify(new URL('../src/free-port.ts', import.meta.url).href)});
        console.log(await findFreePort());`;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', childScript],
        { cwd: import.meta.dirname },
      );
      expect(Number(stdout.trim())).toBeGreaterThan(0);
      await expect(fs.stat(expired)).rejects.toMatchObject({ code: 'ENOENT' });
      await expect(fs.stat(live)).resolves.toBeTruthy();
    } finally {
      await fs.rm(expired, { force: true });
      await fs.rm(live, { force: true });
    }
  });
});
