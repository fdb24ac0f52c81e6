import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  inlineScripts,
  parsePolicy,
  sha256Source as sha256,
} from '@studio/shell-kit/build/page-policy-reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../src/nginx.js';
import { repoPath } from '../src/repo.js';

const yearImmutable = 'public, max-age=31536000, immutable';

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

async function get(server: StaticServer, requestPath: string) {
  const response = await fetch(server.baseUrl + requestPath);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    contentType: response.headers.get('content-type') ?? '',
    nosniff: response.headers.get('x-content-type-options'),
    hsts: response.headers.get('strict-transport-security'),
    referrerPolicy: response.headers.get('referrer-policy'),
    csp: parsePolicy(response.headers.get('content-security-policy')),
    body: await response.text(),
  };
}

/** What every page must carry: the CSP directives, no referrer, nosniff, HSTS. */
function expectPageHeaders(page: Awaited<ReturnType<typeof get>>, route: string) {
  expect(page.contentType, route).toMatch(/^text\/html/);
  expect(page.nosniff, route).toBe('nosniff');
  expect(page.referrerPolicy, route).toBe('no-referrer');
  expect(page.hsts, route).toBe('max-age=31536000; includeSubDomains');
  expect(page.csp.get('object-src'), route).toEqual(["'none'"]);
  expect(page.csp.get('base-uri'), route).toEqual(["'none'"]);
  expect(page.csp.get('frame-ancestors'), route).toEqual(["'none'"]);
  expect(page.csp.get('default-src'), route).toEqual(["'self'"]);
  for (const code of inlineScripts(page.body))
    expect(page.csp.get('script-src'), route).toContain(sha256(code));
}

describe('the shell image nginx (infra/docker/nginx/shell.conf)', () => {
  let server: StaticServer;
  const bundledRemotes =
    '{"remotes":[{"name":"mfe_public","entry":"/remotes/public/mf-manifest.json"}]}';
  const mountedRemotes =
    '{"remotes":[{"name":"mfe_public","entry":"/remotes/public/2026.11.22-1/mf-manifest.json"}]}';
  const bootScript = "document.documentElement.dataset.boot = 'early';";

  beforeAll(async () => {
    // What `rspack build` of the shell emits (hashed bundles, unhashed index.html and remotes.json).
    server = await startStaticServer('shell.conf', (webRoot) =>
      writeFiles(webRoot, {
        'index.html': `<!doctype html><title>Studio</title><script>${bootScript}</script><script src="/main.1a2b3c4d.js"></script>`,
        'main.1a2b3c4d.js': 'console.log("shell")',
        'main.1a2b3c4d.js.map': '{"version":3}',
        'chunks/vendors.0f0f0f0f.js': 'console.log("vendors")',
        'assets/logo.89abcdef.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
        'remotes.json': bundledRemotes,
      }),
    );
    writeFiles(server.hostPath('/etc/studio/runtime'), { 'remotes.json': mountedRemotes });
  });
  afterAll(() => server?.stop());

  it('answers the probes', async () => {
    expect(await get(server, '/healthz')).toMatchObject({ status: 200, body: 'ok\n' });
  });

  it('serves index.html for every client-side route, revalidated on each load', async () => {
    for (const route of ['/', '/customers', '/reset-password/abc_DEF-123', '/trainings']) {
      const page = await get(server, route);
      expect(page, route).toMatchObject({
        status: 200,
        cacheControl: 'no-cache',
        nosniff: 'nosniff',
      });
      expect(page.contentType).toMatch(/^text\/html/);
      expect(page.body).toContain('<title>Studio</title>');
    }
  });

  it("sends every page with the build's page headers, its inline script allowed by hash", async () => {
    for (const route of ['/', '/login', '/reset-password/abc_DEF-123', '/index.html']) {
      const page = await get(server, route);
      expectPageHeaders(page, route);
      expect(page.csp.get('script-src'), route).toEqual(["'self'", sha256(bootScript)]);
    }
  });

  it('keeps the header include out of the web root', async () => {
    expect((await get(server, '/.nginx/html-security-headers.conf')).status).toBe(404);
  });

  it('sends nosniff and HSTS, but no page CSP, with bundles and data files', async () => {
    for (const file of ['/main.1a2b3c4d.js', '/remotes.json', '/assets/logo.89abcdef.svg']) {
      const response = await get(server, file);
      expect(response, file).toMatchObject({
        nosniff: 'nosniff',
        hsts: 'max-age=31536000; includeSubDomains',
      });
    }
  });

  it('caches hashed bundles and assets for a year', async () => {
    for (const file of [
      '/main.1a2b3c4d.js',
      '/main.1a2b3c4d.js.map',
      '/chunks/vendors.0f0f0f0f.js',
      '/assets/logo.89abcdef.svg',
    ]) {
      expect(await get(server, file), file).toMatchObject({
        status: 200,
        cacheControl: yearImmutable,
        nosniff: 'nosniff',
      });
    }
    expect((await get(server, '/main.1a2b3c4d.js')).contentType).toMatch(/javascript/);
  });

  it('answers 404, not the page, for a file that does not exist', async () => {
    for (const file of ['/main.deadbeef.js', '/favicon.ico', '/remotes/public/mf-manifest.json']) {
      expect((await get(server, file)).status, file).toBe(404);
    }
  });

  it('serves the mounted remotes.json, uncached, and the built one when nothing is mounted', async () => {
    expect(await get(server, '/remotes.json')).toMatchObject({
      status: 200,
      cacheControl: 'no-cache',
      body: mountedRemotes,
    });
    rmSync(path.join(server.hostPath('/etc/studio/runtime'), 'remotes.json'));
    expect(await get(server, '/remotes.json')).toMatchObject({
      status: 200,
      cacheControl: 'no-cache',
      body: bundledRemotes,
    });
  });
});

describe('a remote image nginx (infra/docker/nginx/remote.conf)', () => {
  let server: StaticServer;
  const build = (release: string) => ({
    'mf-manifest.json': `{"release":"${release}"}`,
    'remoteEntry.js': `console.log("${release}")`,
    [`chunks/__federation_expose_TrainingsPage.${release === 'r2' ? 'aaaa1111' : 'bbbb2222'}.js`]:
      release,
  });

  beforeAll(async () => {
    server = await startStaticServer('remote.conf');
    // Laid out as static.Dockerfile does: the release, the previous one carried over, and the alias.
    const html = server.hostPath('/usr/share/nginx/html');
    writeFiles(path.join(html, 'remotes/scheduling/r1'), build('r1'));
    writeFiles(path.join(html, 'remotes/scheduling/r2'), build('r2'));
    writeFiles(path.join(html, 'remotes/scheduling'), build('r2'));
  });
  afterAll(() => server?.stop());

  it('answers the probes', async () => {
    expect(await get(server, '/healthz')).toMatchObject({ status: 200 });
  });

  it('revalidates the manifest and the container entry, which keep their names', async () => {
    for (const file of [
      '/remotes/scheduling/r2/mf-manifest.json',
      '/remotes/scheduling/r2/remoteEntry.js',
    ]) {
      expect(await get(server, file), file).toMatchObject({
        status: 200,
        cacheControl: 'no-cache',
        nosniff: 'nosniff',
      });
    }
    expect((await get(server, '/remotes/scheduling/r2/mf-manifest.json')).contentType).toMatch(
      /^application\/json/,
    );
  });

  it('caches hashed chunks for a year', async () => {
    expect(
      await get(
        server,
        '/remotes/scheduling/r2/chunks/__federation_expose_TrainingsPage.aaaa1111.js',
      ),
    ).toMatchObject({
      status: 200,
      cacheControl: yearImmutable,
      body: 'r2',
    });
  });

  it('still serves the previous release to tabs that loaded it', async () => {
    expect(await get(server, '/remotes/scheduling/r1/mf-manifest.json')).toMatchObject({
      status: 200,
      body: '{"release":"r1"}',
    });
    expect(
      (
        await get(
          server,
          '/remotes/scheduling/r1/chunks/__federation_expose_TrainingsPage.bbbb2222.js',
        )
      ).status,
    ).toBe(200);
  });

  it('serves the newest release without a version too', async () => {
    expect((await get(server, '/remotes/scheduling/mf-manifest.json')).body).toBe(
      '{"release":"r2"}',
    );
  });

  it('answers 404 for an unknown release or anything outside /remotes/', async () => {
    for (const file of [
      '/remotes/scheduling/r9/mf-manifest.json',
      '/',
      '/index.html',
      '/remotes/scheduling/r2/chunks/x.12345678.js',
    ]) {
      expect((await get(server, file)).status, file).toBe(404);
    }
  });
});

describe("the shell image nginx serving the real build's pages", () => {
  const shellDist = repoPath('shell/dist');
  let server: StaticServer;

  beforeAll(async () => {
    if (!existsSync(path.join(shellDist, 'app-shell.html')))
      throw new Error(`${shellDist} has no prerendered build: run npm run build first`);
    server = await startStaticServer('shell.conf', (webRoot) =>
      cpSync(shellDist, webRoot, {
        recursive: true,
        filter: (source) => !source.includes(`${path.sep}.nginx`),
      }),
    );
  });
  afterAll(() => server?.stop());

  it.each(['/', '/founder', '/bodytransformation', '/weightloss'])(
    'serves the prerendered %s with a CSP that allows its inline scripts',
    async (route) => {
      const page = await get(server, route);
      expect(page.status).toBe(200);
      // The route's own prerendered page, not the home page.
      expect(page.body).toMatch(new RegExp(`rel="canonical" href="https://[^/"]+${route}"`));
      expectPageHeaders(page, route);
    },
  );

  it('serves the prerendered /login, its form in the page, with a CSP that allows its inline script', async () => {
    const page = await get(server, '/login');
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<form method="post"[^>]*>[\s\S]*name="email"/);
    expectPageHeaders(page, '/login');
  });

  it('answers the app routes with the bare app shell and the same headers', async () => {
    for (const route of ['/customers', '/reset-password/abc_DEF-123']) {
      const page = await get(server, route);
      expect(page.status, route).toBe(200);
      expect(page.body, route).not.toContain('application/ld+json');
      expectPageHeaders(page, route);
    }
  });
});

describe("the shell image nginx filling the home page's results gallery (server-side include)", () => {
  const shellDist = repoPath('shell/dist');
  const galleryRequests: { url: string | undefined; cookie: string | undefined }[] = [];
  let bff: http.Server;
  let withBff: StaticServer;
  let withoutBff: StaticServer;
  const copyBuild = (webRoot: string) =>
    cpSync(shellDist, webRoot, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.nginx`),
    });

  beforeAll(async () => {
    bff = http.createServer((request, response) => {
      galleryRequests.push({ url: request.url, cookie: request.headers.cookie });
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=60',
      });
      response.end('<li class="pub-result">published pair</li>');
    });
    await new Promise<void>((resolve) => bff.listen(0, '127.0.0.1', resolve));
    const { port } = bff.address() as AddressInfo;
    withBff = await startStaticServer('shell.conf', copyBuild, {
      '/etc/studio/upstreams/bff-upstream.conf': `upstream studio_bff { server 127.0.0.1:${port}; }\n`,
    });
    withoutBff = await startStaticServer('shell.conf', copyBuild);
  });
  afterAll(async () => {
    await withBff?.stop();
    await withoutBff?.stop();
    bff?.close();
  });

  it("puts the published pairs first in the gallery, asking the BFF once a minute, without the visitor's cookie", async () => {
    const first = await fetch(`${withBff.baseUrl}/`, { headers: { cookie: 'studio_sid=secret' } });
    const html = await first.text();
    expect(html).toContain(
      '<ul class="pub-gallery" data-published-results=""><li class="pub-result">published pair</li><li>',
    );
    await (await fetch(`${withBff.baseUrl}/`)).text();
    expect(galleryRequests).toEqual([{ url: '/api/published-results/gallery', cookie: undefined }]);
  });

  it("keeps the studio's own pictures when no BFF is configured, with no error in the page", async () => {
    const page = await get(withoutBff, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<ul class="pub-gallery" data-published-results=""><li>');
    expect(page.body).not.toContain('error occurred');
    expectPageHeaders(page, '/');
  });

  it('never serves the include to a browser (the location is internal)', async () => {
    const asked = galleryRequests.length;
    const answer = await fetch(`${withBff.baseUrl}/api/published-results/gallery`);
    expect(answer.status).toBeGreaterThanOrEqual(204);
    expect(await answer.text()).toBe('');
    expect(galleryRequests.length).toBe(asked);
  });
});
