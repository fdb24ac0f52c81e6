import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge, type Edge } from '../src/edge/create-edge-app.js';

const shellIndex = '<!doctype html><title>shell</title><div id="root"></div>';
const founderPage = '<!doctype html><title>Founder</title><h1>Our founder</h1>';
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let workDir: string;
let bff: http.Server;
let bffPort: number;
const bffSeen: {
  url: string;
  forwardedFor: string | undefined;
  forwardedHost: string | undefined;
  socketPort: number;
}[] = [];

async function writeFiles(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), body);
  }
}

async function listen(
  handler: http.RequestListener,
): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function startEdge(
  options: Partial<Parameters<typeof createEdge>[0]> = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const edge: Edge = createEdge({
    frontend: {
      kind: 'build',
      shellDir: path.join(workDir, 'shell'),
      remoteDirs: [{ urlPath: '/remotes/staff/', dir: path.join(workDir, 'staff') }],
    },
    bffUrl: `http://127.0.0.1:${bffPort}`,
    ...options,
  });
  const { server, url } = await listen(edge.app);
  return {
    url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      edge.close();
    },
  };
}

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'edge-test-'));
  await writeFiles(path.join(workDir, 'shell'), {
    'index.html': shellIndex,
    'main.3f9a1c2b7d.js': bigScript,
    'remotes.json': JSON.stringify({
      remotes: [{ name: 'mfe_staff', entry: '/remotes/staff/mf-manifest.json' }],
    }),
    'founder/index.html': founderPage,
    'results/index.html':
      '<ul><!--# include virtual="/api/published-results/gallery" --><li>ours</li></ul>' +
      '<p><!--# include virtual="/api/customers" --><!--# include virtual="/etc/passwd" --></p>',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });
  await writeFiles(path.join(workDir, 'staff'), {
    'mf-manifest.json': '{"name":"mfe_staff"}',
    'remoteEntry.js': 'var mfe_staff;',
    'static/js/812.0123abcd.js': 'chunk',
  });
  const upstream = await listen((req, res) => {
    bffSeen.push({
      url: req.url ?? '',
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
      forwardedHost: req.headers['x-forwarded-host'] as string | undefined,
      socketPort: req.socket.remotePort ?? 0,
    });
    if (req.url === '/api/published-results/gallery') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<li>published</li>');
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  bff = upstream.server;
  bffPort = (bff.address() as AddressInfo).port;
});

afterAll(async () => {
  bff.closeAllConnections();
  await new Promise((resolve) => bff.close(resolve));
  await fs.rm(workDir, { recursive: true, force: true });
});

describe('the edge', () => {
  let edge: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    edge = await startEdge();
  });
  afterAll(() => edge.stop());

  it('serves the shell at / and revalidates it on every visit', async () => {
    const response = await fetch(`${edge.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(shellIndex);
  });

  it('answers a client-side route with the shell so its router can take over', async () => {
    const response = await fetch(`${edge.url}/customers`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toBe(shellIndex);
  });

  it('serves a prerendered page where the build has one', async () => {
    for (const route of ['/founder', '/founder/']) {
      const response = await fetch(`${edge.url}${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(founderPage);
    }
  });

  it("fills a page's server-side include from the BFF as the shell's nginx does, and leaves out what it cannot include", async () => {
    const response = await fetch(`${edge.url}/results`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    // A JSON answer and a path outside /api are never pasted into a page.
    expect(await response.text()).toBe('<ul><li>published</li><li>ours</li></ul><p></p>');
  });

  it('caches hashed assets forever and everything else only with revalidation', async () => {
    const hashed = await fetch(`${edge.url}/main.3f9a1c2b7d.js`);
    expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await hashed.text()).toBe(bigScript);
    expect((await fetch(`${edge.url}/remotes.json`)).headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${edge.url}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("serves each remote's build under its own path with the same cache rules", async () => {
    const manifest = await fetch(`${edge.url}/remotes/staff/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toEqual({ name: 'mfe_staff' });
    expect(
      (await fetch(`${edge.url}/remotes/staff/remoteEntry.js`)).headers.get('cache-control'),
    ).toBe('no-cache');
    const chunk = await fetch(`${edge.url}/remotes/staff/static/js/812.0123abcd.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not the shell, for a file that does not exist', async () => {
    expect((await fetch(`${edge.url}/remotes/staff/missing.js`)).status).toBe(404);
    expect((await fetch(`${edge.url}/missing.0123abcd.js`)).status).toBe(404);
    expect((await fetch(`${edge.url}/remotes/nowhere/mf-manifest.json`)).status).toBe(404);
  });

  it('compresses with brotli or gzip, whichever the browser accepts', async () => {
    const brotli = await fetch(`${edge.url}/main.3f9a1c2b7d.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(bigScript);
    const gzip = await fetch(`${edge.url}/main.3f9a1c2b7d.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
  });

  it('forwards /api to the BFF with the real client address, ignoring one the client made up', async () => {
    bffSeen.length = 0;
    const response = await fetch(`${edge.url}/api/profile?x=1`, {
      headers: { 'x-forwarded-for': '127.22.0.9' },
    });
    expect(await response.json()).toEqual({ path: '/api/profile?x=1' });
    expect(bffSeen[0]?.forwardedFor).toBe('127.0.0.1');
    expect(bffSeen[0]?.forwardedHost).toBe(new URL(edge.url).host);
  });

  it('reuses its connections to the BFF', async () => {
    bffSeen.length = 0;
    await (await fetch(`${edge.url}/api/one`)).text();
    await (await fetch(`${edge.url}/api/two`)).text();
    expect(bffSeen).toHaveLength(2);
    expect(bffSeen[1]?.socketPort).toBe(bffSeen[0]?.socketPort);
  });
});

describe('the edge with a remote list of its own', () => {
  it('serves that list at /remotes.json instead of the build', async () => {
    const remotesJson = {
      remotes: [{ name: 'mfe_staff', entry: 'http://127.0.0.1:9/mf-manifest.json' }],
    };
    const edge = await startEdge({ remotesJson });
    try {
      const response = await fetch(`${edge.url}/remotes.json`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual(remotesJson);
    } finally {
      await edge.stop();
    }
  });
});

describe('the edge while the BFF is down', () => {
  it('answers /api calls with 502 and an error message', async () => {
    const closed = await listen(() => undefined);
    const deadUrl = closed.url;
    await new Promise((resolve) => closed.server.close(resolve));
    const edge = await startEdge({ bffUrl: deadUrl });
    try {
      const response = await fetch(`${edge.url}/api/login`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/not answering/) });
    } finally {
      await edge.stop();
    }
  });
});

describe('the edge while one of the processes restarts', () => {
  const restarting = new Set<string>();
  let edge: { url: string; stop(): Promise<void> };
  beforeAll(async () => {
    edge = await startEdge({ restarting });
  });
  afterAll(() => edge.stop());

  it('answers 503 with a sentence for the API area of a restarting service, and serves the rest', async () => {
    restarting.clear();
    restarting.add('customer');
    const customers = await fetch(`${edge.url}/api/customers/42`);
    expect(customers.status).toBe(503);
    expect(customers.headers.get('retry-after')).toBe('5');
    expect(await customers.json()).toEqual({
      error: 'The customer service is restarting. Please try again in a few seconds.',
    });
    bffSeen.length = 0;
    const payments = await fetch(`${edge.url}/api/payments`);
    expect(payments.status).toBe(200);
    expect(bffSeen.map((seen) => seen.url)).toEqual(['/api/payments']);
    expect((await fetch(`${edge.url}/customers`)).status).toBe(200);
  });

  it('counts sign-in and registration, which the BFF answers through the account service, as its area', async () => {
    restarting.clear();
    restarting.add('auth');
    for (const path of ['/api/login', '/api/register', '/api/profile']) {
      const response = await fetch(`${edge.url}${path}`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'The account service is restarting. Please try again in a few seconds.',
      });
    }
  });

  it('answers every /api call with 503 while the BFF restarts; pages still load', async () => {
    restarting.clear();
    restarting.add('bff');
    const response = await fetch(`${edge.url}/api/training`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: "The portal's API is restarting. Please try again in a few seconds.",
    });
    expect((await fetch(`${edge.url}/founder`)).status).toBe(200);
  });

  it('forwards again once the process serves', async () => {
    restarting.clear();
    expect((await fetch(`${edge.url}/api/customers`)).status).toBe(200);
  });
});

describe('the edge in front of a dev server that restarts', () => {
  it('answers pages with a small 503 page that says the portal is restarting', async () => {
    const devServer = await listen((_req, res) => res.end('dev page'));
    const edge = await startEdge({
      frontend: { kind: 'dev-server', shellUrl: devServer.url, processName: 'shell' },
      restarting: new Set(['shell']),
    });
    try {
      const response = await fetch(`${edge.url}/customers`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<h1>The portal is restarting</h1>');
    } finally {
      await edge.stop();
      devServer.server.closeAllConnections();
      await new Promise((resolve) => devServer.server.close(resolve));
    }
  });
});
