import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The ports the OS hands out for outgoing connections (Linux; the usual range elsewhere). A port
 * picked from this range can be taken by any new connection before its server listens on it.
 */
export function ephemeralPortRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return { low, high };
  } catch {
    // not Linux
  }
  return { low: 32768, high: 60999 };
}

const lowestPort = 10_000;
const ephemeralLow = ephemeralPortRange().low;
const highestPort = ephemeralLow > lowestPort + 1000 ? ephemeralLow - 1 : 65_535;
const handedOut = new Set<number>();

/**
 * Ports handed out by any process on this machine, as files named by the port. A port is free
 * until its server listens, which can take a while: without a claim another test process (the
 * e2e files run two at a time) could pick it meanwhile, and its readiness probe would then be
 * answered by the other process's server.
 */
const claimsDir = path.join(os.tmpdir(), 'studio-port-claims');
/** Longer than any stack takes to listen; an older claim is left over from a process that died. */
const claimLifetimeMs = 15 * 60_000;

const isExpired = (claim: string): boolean =>
  Date.now() - statSync(claim).mtimeMs >= claimLifetimeMs;

/**
 * Removes the expired claims, once a process: a process killed before its exit handlers ran (a
 * test worker ended by its runner) leaves its claims behind, and a machine that runs the tests
 * every day would otherwise keep them all.
 */
let expiredClaimsSwept = false;
function sweepExpiredClaims(): void {
  if (expiredClaimsSwept) return;
  expiredClaimsSwept = true;
  for (const name of readdirSync(claimsDir)) {
    const claim = path.join(claimsDir, name);
    try {
      if (isExpired(claim)) unlinkSync(claim);
    } catch {
      // taken over or removed by another process meanwhile
    }
  }
}

/** Claims `port` for this process unless another process holds a live claim on it. */
function claimPort(port: number): boolean {
  const claim = path.join(claimsDir, String(port));
  try {
    mkdirSync(claimsDir, { recursive: true });
    sweepExpiredClaims();
    writeFileSync(claim, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  try {
    if (!isExpired(claim)) return false;
    unlinkSync(claim);
    writeFileSync(claim, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false; // another process took it over meanwhile
  }
}

/** This process's claims end with it: by then its servers listen, or they never will. */
process.once('exit', () => {
  for (const port of handedOut) {
    try {
      unlinkSync(path.join(claimsDir, String(port)));
    } catch {
      // already gone
    }
  }
});

/** True when nothing listens on `port` right now (on `host`, or on any interface without one). */
export function isPortFree(port: number, host?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port nobody listens on right now, for a process that needs its port before it starts. Picked
 * below the ephemeral range, so the many outgoing connections a running stack opens (to
 * PostgreSQL, Redis, each other) cannot take it before its server listens; never the same port
 * twice on this machine while the process that got it runs (see `claimPort`).
 */
export async function findFreePort(host = '127.0.0.1'): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = lowestPort + Math.floor(Math.random() * (highestPort - lowestPort + 1));
    if (handedOut.has(port) || !(await isPortFree(port, host)) || !claimPort(port)) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`could not find a free port between ${lowestPort} and ${highestPort}`);
}

/** A free port for each name (e.g. the probe port of each ledger worker). */
export async function findFreePorts<Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, number>> {
  const ports = {} as Record<Name, number>;
  for (const name of names) ports[name] = await findFreePort();
  return ports;
}
