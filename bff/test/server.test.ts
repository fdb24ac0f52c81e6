import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStore } from '../src/session/session-store.js';
import { internalSecret } from './support/bff.js';
import { sendJson, startUpstream, type TestUpstream } from './support/upstream.js';

const bffRoot = fileURLToPath(new URL('..', import.meta.url));

interface StartedProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs src/server.ts as its own process, exactly as `npm start` would run the build. */
function runServer(env: Record<string, string>): StartedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: bffRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, output: () => output, exited };
}

async function waitFor<T>(
  probe: () => T | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let upstream: TestUpstream | undefined;
let running: StartedProcess | undefined;

afterEach(async () => {
  running?.child.kill('SIGKILL');
  await upstream?.close();
});

describe('server.ts', () => {
  it('on SIGTERM stops accepting, finishes the request in flight, closes Redis and exits 0', async () => {
    upstream = await startUpstream((_request, res) => {
      setTimeout(() => sendJson(res, 200, { finished: true }), 700);
    });
    const prefix = `test-bff-${randomBytes(6).toString('hex')}:`;
    running = runServer({
      PORT: '0',
      HOST: '127.0.0.1',
      REDIS_PREFIX: prefix,
      INTERNAL_TOKEN_SECRET: internalSecret,
      TRAINING_URL: upstream.url,
    });
    const port = await waitFor(() => {
      const match =
        /"msg":"BFF listening"/.test(running!.output()) && /"port":(\d+)/.exec(running!.output());
      return match ? Number(match[1]) : undefined;
    }, 'the BFF to listen');
    const url = `http://127.0.0.1:${port}`;

    const redis = new Redis();
    const sessions = new SessionStore(redis, prefix);
    const signedIn = await sessions.create({
      userId: randomUUID(),
      role: 'trainer',
      name: 'Signed In Trainer',
      email: 'signed.in@example.com',
    });

    const inFlight = fetch(`${url}/api/training`, {
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    await waitFor(
      () => (upstream!.requests.length > 0 ? true : undefined),
      'the request to reach the service',
    );
    running.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 150));

    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    const response = await inFlight;
    const answered = Date.now();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(await running.exited).toBe(0);
    // The answered connection is kept alive by the client; the drain must not wait for it to time out.
    expect(Date.now() - answered).toBeLessThan(1500);
    expect(running.output()).toContain('BFF stopped');

    await sessions.destroy(signedIn.session);
    expect(await redis.keys(`${prefix}*`)).toEqual([]);
    await redis.quit();
  });

  it('refuses to start with an invalid configuration, naming every problem', async () => {
    running = runServer({
      INTERNAL_TOKEN_SECRET: 'short',
      AUTH_URL: 'not a url',
      UPSTREAM_TIMEOUT_MS: 'soon',
    });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain('INTERNAL_TOKEN_SECRET must be at least 32 characters');
    expect(running.output()).toContain('AUTH_URL must be a URL');
    expect(running.output()).toContain('UPSTREAM_TIMEOUT_MS must be an integer');
  });
});
