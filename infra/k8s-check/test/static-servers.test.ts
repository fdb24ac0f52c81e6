import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../src/nginx.js';

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
    body: await response.text(),
  };
}

describe('the shell image nginx (infra/docker/nginx/shell.conf)', () => {
  let server: StaticServer;
  const bundledRemotes =
    '{"remotes":[{"name":"mfe_public","entry":"/remotes/public/mf-manifest.json"}]}';
  const mountedRemotes =
    '{"remotes":[{"name":"mfe_public","entry":"/remotes/public/2026.11.22-1/mf-manifest.json"}]}';

  beforeAll(async () => {
    server = await startStaticServer('shell.conf');
    // What `rspack build` of the shell emits (hashed bundles, unhashed index.html and remotes.json).
    writeFiles(server.hostPath('/usr/share/nginx/html'), {
      'index.html': '<!doctype html><title>Studio</title><script src="/main.1a2b3c4d.js"></script>',
      'main.1a2b3c4d.js': 'console.log("shell")',
      'main.1a2b3c4d.js.map': '{"version":3}',
      'chunks/vendors.0f0f0f0f.js': 'console.log("vendors")',
      'assets/logo.89abcdef.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'remotes.json': bundledRemotes,
    });
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
