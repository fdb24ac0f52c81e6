import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@studio/service-kit/testing/wait-for';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeUpstreams, createUpstreams } from '../src/proxy/upstreams.js';
import { startBff, type RunningBff } from './support/bff.js';
import { call } from './support/client.js';
import {
  sendJson,
  startUpstream,
  type RecordedRequest,
  type TestUpstream,
} from './support/upstream.js';

let training: TestUpstream;
let bff: RunningBff;
/** A signed-in caller's session: only public routes are forwarded without one. */
let bearer: string;
/** What the training service does with the next request; answers normally once it has acted. */
let nextRequest: ((request: RecordedRequest, res: ServerResponse) => boolean) | undefined;
/** As after a restart: every connection opened before is gone. */
let dropEveryReusedConnection = false;
/** Answers held until a second request arrives, so two requests at once need two connections. */
let heldAnswer: ServerResponse | undefined;
let answerInPairs = false;

beforeEach(async () => {
  nextRequest = undefined;
  dropEveryReusedConnection = false;
  answerInPairs = false;
  heldAnswer = undefined;
  training = await startUpstream((request, res) => {
    if (dropEveryReusedConnection && dropsReusedConnection(request, res)) return;
    if (answerInPairs && !heldAnswer) {
      heldAnswer = res;
      return;
    }
    if (answerInPairs) {
      sendJson(heldAnswer!, 200, []);
      heldAnswer = undefined;
    }
    const act = nextRequest;
    if (act?.(request, res)) {
      nextRequest = undefined;
      return;
    }
    if (request.method === 'HEAD') res.writeHead(200).end();
    else sendJson(res, 200, [{ served: request.url }]);
  });
  bff = await startBff({ TRAINING_URL: training.url });
  bearer = await bff.signIn();
});

afterEach(async () => {
  await bff.close();
  await training.close();
});

/** True when the request came in on a connection that had already carried a request. */
const onReusedConnection = (request: RecordedRequest) =>
  training.requests.filter((earlier) => earlier.remotePort === request.remotePort).length > 1;

/**
 * The service drops a kept-alive connection just as the BFF sends on it: what happens when its
 * keep-alive timer fires, or it restarts, while the request is on the wire. The BFF sees the
 * connection close (ECONNRESET, "socket hang up") before any byte of an answer.
 */
const dropsReusedConnection = (request: RecordedRequest, res: ServerResponse) => {
  if (!onReusedConnection(request)) return false;
  res.socket?.destroy();
  return true;
};

const warmUp = async () =>
  expect((await call(bff.url, '/api/unclaimedtraining', { bearer })).status).toBe(200);

describe('a pooled connection the service has closed', () => {
  it.each(['GET', 'HEAD'])(
    '%s: sent once more on a new connection, and the caller gets the answer',
    async (method) => {
      await warmUp();
      nextRequest = dropsReusedConnection;

      const result = await call(bff.url, '/api/unclaimedtraining', { method, bearer });

      expect(result.status).toBe(200);
      if (method === 'GET') expect(result.body).toEqual([{ served: '/api/unclaimedtraining' }]);
      const [first, dropped, repeated] = training.requests;
      expect(training.requests).toHaveLength(3);
      expect(dropped!.remotePort).toBe(first!.remotePort);
      expect(repeated!.remotePort).not.toBe(first!.remotePort);
      expect(repeated!.headers['x-request-id']).toBe(dropped!.headers['x-request-id']);
    },
  );

  it('after the service dropped all its connections, the GET goes on a new one, not another old one', async () => {
    answerInPairs = true;
    await Promise.all([warmUp(), warmUp()]);
    answerInPairs = false;
    const pooledPorts = new Set(training.requests.map((request) => request.remotePort));
    expect(pooledPorts.size).toBe(2);
    dropEveryReusedConnection = true;

    const result = await call(bff.url, '/api/unclaimedtraining', { bearer });

    expect(result.status).toBe(200);
    expect(training.requests).toHaveLength(4);
    expect(pooledPorts.has(training.requests[3]!.remotePort)).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    '%s: never sent twice; the caller gets 502 { error }',
    async (method) => {
      await warmUp();
      nextRequest = dropsReusedConnection;

      const result = await call(bff.url, '/api/claimtraining/7', {
        method,
        bearer,
        body: { status: 'completed' },
      });

      expect(result.status).toBe(502);
      expect(result.body).toEqual({
        error: 'The training service is temporarily unavailable. Please try again shortly.',
      });
      expect(training.requests.map((request) => request.method)).toEqual(['GET', method]);
    },
  );

  it('a GET the service drops on a new connection is not repeated: 502', async () => {
    nextRequest = (_request, res) => {
      res.socket?.destroy();
      return true;
    };

    const result = await call(bff.url, '/api/unclaimedtraining', { bearer });

    expect(result.status).toBe(502);
    expect(training.requests).toHaveLength(1);
  });

  it('a GET the service had started to answer is not repeated', async () => {
    await warmUp();
    nextRequest = (request, res) => {
      if (!onReusedConnection(request)) return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[{"served":');
      setTimeout(() => res.socket?.destroy(), 50);
      return true;
    };

    await expect(
      call(bff.url, '/api/unclaimedtraining', { bearer }).then((result) => result.body),
    ).rejects.toThrow();
    expect(training.requests).toHaveLength(2);
  });
});

/** Starts a GET and hangs up after `afterMs`, as a browser does when the user navigates away. */
function hangUpAfter(path: string, afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get(
      new URL(path, bff.url),
      { headers: { authorization: `Bearer ${bearer}` } },
      (response) => response.resume(),
    );
    request.on('error', () => undefined);
    setTimeout(() => {
      request.destroy();
      resolve();
    }, afterMs);
  });
}

describe('a caller who hangs up', () => {
  /** A long answer the service streams until it is told to stop, starting after `delayMs`. */
  const streamsUntilStopped = (delayMs: number, stopped: string[]) => {
    return (request: RecordedRequest, res: ServerResponse) => {
      const chunk = `${JSON.stringify({ padding: 'x'.repeat(64 * 1024) })},`;
      let writer: NodeJS.Timeout | undefined;
      res.on('close', () => {
        clearInterval(writer);
        if (!res.writableFinished) stopped.push(request.url);
      });
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('[');
        writer = setInterval(() => res.write(chunk), 5);
      }, delayMs);
      return true;
    };
  };

  it.each([
    ['before the answer starts', 300, 50],
    ['while the answer streams', 0, 300],
  ])(
    '%s: the BFF stops the service request, and the next request is answered',
    async (_when, answerDelayMs, hangUpMs) => {
      const stopped: string[] = [];
      nextRequest = streamsUntilStopped(answerDelayMs, stopped);

      await hangUpAfter('/api/training', hangUpMs);

      await waitFor(() => (stopped.length > 0 ? true : undefined), 3_000);
      expect(stopped).toEqual(['/api/training']);
      const next = await call(bff.url, '/api/unclaimedtraining', { bearer });
      expect(next.status).toBe(200);
    },
  );
});

describe('the connection pool', () => {
  it('closes a connection idle for its idle timeout itself, long before a service would', async () => {
    const closedAt: number[] = [];
    const service = http.createServer((req, res) => {
      // Answers more slowly than the idle timeout: a busy connection is not an idle one.
      setTimeout(() => sendJson(res, 200, { served: req.url }), 600);
    });
    service.keepAliveTimeout = 72_000; // Fastify's default, as every service runs with
    service.on('connection', (socket) => socket.on('close', () => closedAt.push(Date.now())));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    const upstreams = createUpstreams(
      { auth: url, customer: url, training: url, payment: url },
      300,
    );
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`${url}/api/training`, { agent: upstreams.training.agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode));
          })
          .on('error', reject);
      });
      const idleSince = Date.now();

      expect(status).toBe(200);
      await waitFor(() => (closedAt.length > 0 ? true : undefined), 5_000);
      expect(closedAt[0]! - idleSince).toBeLessThan(2_000);
    } finally {
      closeUpstreams(upstreams);
      service.closeAllConnections();
      await new Promise((resolve) => service.close(resolve));
    }
  });
});
