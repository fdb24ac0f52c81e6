import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  inlineScripts,
  inlineStyles,
  parsePolicy,
  sha256Source as sha256,
} from '@studio/shell-kit/build/page-policy-reading';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdge, type EdgeOptions } from '../src/edge/create-edge-app.js';
import { repoBuild } from '../src/edge/repo-build.js';

async function startEdge(options: Omit<EdgeOptions, 'bffUrl'>) {
  const edge = createEdge({ ...options, bffUrl: 'http://127.0.0.1:9' });
  const server = http.createServer(edge.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      edge.close();
    },
  };
}

const shellDist = repoBuild.shellDir;

describe("the edge's page headers on the production build", () => {
  let edge: Awaited<ReturnType<typeof startEdge>>;
  beforeAll(async () => {
    if (!existsSync(path.join(shellDist, 'app-shell.html')))
      throw new Error(`${shellDist} has no prerendered build: run npm run build first`);
    edge = await startEdge({ frontend: repoBuild });
  });
  afterAll(() => edge?.stop());

  it.each(['/', '/founder', '/bodytransformation', '/weightloss', '/login', '/reset-password/abc'])(
    '%s carries a CSP that allows exactly its own inline code, and no referrer',
    async (route) => {
      const response = await fetch(edge.url + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // Plain HTTP: HSTS would be ignored, and belongs to the TLS terminator.
      expect(response.headers.get('strict-transport-security')).toBeNull();

      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-src')).toEqual(['https://www.google.com']);
      const everySource = [...policy.values()].flat();
      expect(everySource).not.toContain("'unsafe-inline'");
      expect(everySource).not.toContain("'unsafe-eval'");

      const html = await response.text();
      const scriptSources = policy.get('script-src') ?? [];
      for (const code of inlineScripts(html)) expect(scriptSources).toContain(sha256(code));
      const styleSources = policy.get('style-src') ?? [];
      for (const css of inlineStyles(html)) expect(styleSources).toContain(sha256(css));
    },
  );

  it('lists the hash of the home page hero script, which runs before the app starts', async () => {
    const html = await (await fetch(`${edge.url}/`)).text();
    expect(inlineScripts(html).length).toBeGreaterThan(0);
  });

  it('does not serve the nginx header include that the build writes beside the pages', async () => {
    expect(existsSync(path.join(shellDist, '.nginx', 'html-security-headers.conf'))).toBe(true);
    expect((await fetch(`${edge.url}/.nginx/html-security-headers.conf`)).status).toBe(404);
  });
});

describe("the edge's page headers on a build of its own", () => {
  let workDir: string;
  const heroScript = "document.body.dataset.ready = 'yes';";
  const pageCss = 'h1 { color: red }';
  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'edge-csp-'));
    await fs.mkdir(path.join(workDir, 'founder'));
    await fs.writeFile(
      path.join(workDir, 'index.html'),
      `<!doctype html><style>${pageCss}</style><script type="application/ld+json">{"@type":"LocalBusiness"}</script>` +
        `<div id="root"></div><script>${heroScript}</script><script defer src="/main.0123abcd.js"></script>`,
    );
    await fs.writeFile(
      path.join(workDir, 'app-shell.html'),
      '<!doctype html><div id="root"></div>',
    );
  });
  afterAll(() => fs.rm(workDir, { recursive: true, force: true }));

  it('allows the inline script and style by hash, but not the JSON-LD block', async () => {
    const edge = await startEdge({
      frontend: { kind: 'build', shellDir: workDir, remoteDirs: [] },
    });
    try {
      const policy = parsePolicy(
        (await fetch(`${edge.url}/login`)).headers.get('content-security-policy'),
      );
      expect(policy.get('script-src')).toEqual(["'self'", sha256(heroScript)]);
      expect(policy.get('style-src')).toEqual(["'self'", sha256(pageCss)]);
    } finally {
      await edge.stop();
    }
  });

  it('allows the origin of a remote that remotes.json names on another origin', async () => {
    const edge = await startEdge({
      frontend: { kind: 'build', shellDir: workDir, remoteDirs: [] },
      remotesJson: {
        remotes: [
          { name: 'mfe_staff', entry: 'http://127.0.0.1:4555/remotes/staff/r1/mf-manifest.json' },
          { name: 'mfe_public', entry: '/remotes/public/mf-manifest.json' },
        ],
      },
    });
    try {
      const policy = parsePolicy(
        (await fetch(`${edge.url}/`)).headers.get('content-security-policy'),
      );
      for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src'])
        expect(policy.get(directive), directive).toContain('http://127.0.0.1:4555');
      expect(policy.get('frame-src')).not.toContain('http://127.0.0.1:4555');
    } finally {
      await edge.stop();
    }
  });
});
