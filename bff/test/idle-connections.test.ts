import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBff, type RunningBff } from './support/bff.js';

let bff: RunningBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(async () => {
  await bff?.close();
});

function get(agent: http.Agent, path: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${bff.url}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, reusedSocket: request.reusedSocket }),
      );
    });
    request.on('error', reject);
  });
}

// The edge in front of the BFF keeps its connections to it; after a pause (a person reading a
// screen) the next request goes out on the same connection, which must still be open.
it('keeps an idle connection open longer than a pause between two clicks', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await get(agent, '/api/business-time')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(await get(agent, '/api/business-time')).toEqual({ status: 200, reusedSocket: true });
  } finally {
    agent.destroy();
  }
}, 20_000);
