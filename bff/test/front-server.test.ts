import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createFrontServer, type FrontApp } from '@studio/service-kit/front-server';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function listen(app: FrontApp): Promise<string> {
  server = await new Promise<Server>((resolve) => {
    const listening = createFrontServer(app).listen(0, '127.0.0.1', () => resolve(listening));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createFrontServer', () => {
  it("hands an Express app requests and answers made with the app's own prototypes, so Express never has to change them", async () => {
    const app = express();
    app.get('/seen', (req, res) => res.json({ query: req.query, path: req.path }));
    const madeWith: boolean[] = [];
    const watched = Object.assign(
      (req: IncomingMessage, res: ServerResponse) => {
        madeWith.push(
          Object.getPrototypeOf(req) === app.request && Object.getPrototypeOf(res) === app.response,
        );
        app(req, res);
      },
      { request: app.request, response: app.response },
    );
    const url = await listen(watched);

    const answer = await fetch(`${url}/seen?limit=50&status=pending`);

    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      query: { limit: '50', status: 'pending' },
      path: '/seen',
    });
    expect(madeWith).toEqual([true]);
  });

  it("answers with Express's helpers and reads bodies and headers as before", async () => {
    const app = express();
    app.set('trust proxy', 1);
    app.post('/echo', express.json(), (req, res) => {
      res
        .status(201)
        .set('X-Seen-Ip', req.ip)
        .json({ body: req.body, type: req.get('content-type') });
    });
    const url = await listen(app);

    const answer = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.7' },
      body: JSON.stringify({ name: 'Ada' }),
    });

    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-seen-ip')).toBe('203.0.113.7');
    expect(await answer.json()).toEqual({ body: { name: 'Ada' }, type: 'application/json' });
  });
});
