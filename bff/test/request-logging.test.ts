import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { requestLogging } from '../src/http/request-logging.js';
import { createLogger } from '../src/logger.js';

const lines: Array<{ msg: string; req: { url: string } }> = [];
let server: ReturnType<express.Express['listen']>;
let base: string;

beforeAll(async () => {
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = express();
  app.use(requestLogging(createLogger('info', destination)));
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.get('/readyz', (_req, res) => res.status(503).json({ error: 'Redis is not reachable.' }));
  app.get('/api/profile', (_req, res) => res.json({}));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

it('logs every call but the probes that answer, so a supervisor polling /readyz does not flood the log', async () => {
  for (const path of ['/healthz', '/healthz', '/api/profile', '/readyz'])
    await (await fetch(base + path)).text();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(lines.map((line) => `${line.msg} ${line.req.url}`)).toEqual([
    'request completed /api/profile',
    'request errored /readyz',
  ]);
});
