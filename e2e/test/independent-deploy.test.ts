import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { repoPath } from '@studio/local-runner/repo-paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../src/browser.js';
import { builtRemotes, startPortal } from '../src/portal.js';

// Issue 7, "independent deploys, proven": the staff remote is built twice, as two releases with a
// different login heading, into versioned folders (as the remote's image serves them under
// /remotes/staff/<release>/). The shell is never rebuilt: only the runtime remote list changes.

const releases = ['2026.11.22-1', '2026.11.22-2'] as const;
type Release = (typeof releases)[number];
const loginHeading = (release: Release) => `Login · release ${release}`;

const loginPageSource = repoPath('mfe-staff', 'src', 'features', 'auth', 'routes', 'LoginPage.tsx');

// The build-time change of each release: the login heading names the release. It fails the build
// when the text is gone, so a changed login page cannot make this test pass without its content.
const headingLoader = `module.exports = function (source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(from + ' is not in ' + this.resourcePath);
  return source.replace(from, to);
};
`;

type RspackConfigFunction = (env: unknown, argv: { mode: 'production' }) => Configuration;

/** The remote's own production configuration per release: its heading, its folder in `workDir`. */
async function releaseConfigs(workDir: string): Promise<Configuration[]> {
  const loader = path.join(workDir, 'heading-loader.cjs');
  await fs.writeFile(loader, headingLoader);
  const configFile = pathToFileURL(repoPath('mfe-staff', 'rspack.config.ts')).href;
  const { default: createConfig } = (await import(configFile)) as {
    default: RspackConfigFunction;
  };
  return releases.map((release) => {
    const config = createConfig({}, { mode: 'production' });
    return {
      ...config,
      name: release,
      // Source maps are not what this test is about and double the build time.
      devtool: false,
      output: { ...config.output, path: path.join(workDir, 'remotes', 'staff', release) },
      module: {
        ...config.module,
        rules: [
          {
            resource: loginPageSource,
            enforce: 'pre',
            loader,
            options: { from: 'title="Login"', to: `title="${loginHeading(release)}"` },
          },
          ...(config.module?.rules ?? []),
        ],
      },
    };
  });
}

function build(configs: Configuration[]): Promise<void> {
  const compiler = rspack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true })));
      }
      resolve();
    });
  });
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/**
 * The remote's static server: the versioned folders, for the shell's origin too (CORS, as the
 * federation runtime fetches the manifest). Remembers which paths were asked for.
 */
async function serveReleases(root: string) {
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(urlPath);
    const file = path.resolve(root, `.${urlPath}`);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' };
    if (!file.startsWith(root + path.sep)) {
      response.writeHead(404, headers).end();
      return;
    }
    fs.readFile(file).then(
      (body) => {
        const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { ...headers, 'Content-Type': type }).end(body);
      },
      () => response.writeHead(404, headers).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('shipping the staff remote without the shell', () => {
  let workDir = '';
  let releaseServer: Awaited<ReturnType<typeof serveReleases>> | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'studio-independent-deploy-'));
    await build(await releaseConfigs(workDir));
    releaseServer = await serveReleases(workDir);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await releaseServer?.close();
    if (workDir) await fs.rm(workDir, { recursive: true, force: true });
  });

  /**
   * Runs the portal (the same shell build every time) with a remote list that points the staff
   * remote at `release`, opens /login in a fresh browser, and reports what it showed and loaded.
   */
  async function openLoginWith(release: Release) {
    if (!browser || !releaseServer) throw new Error('beforeAll did not finish');
    const staffEntry = `${releaseServer.url}/remotes/staff/${release}/mf-manifest.json`;
    const portal = await startPortal({
      remotesJson: {
        remotes: builtRemotes().remotes.map((remote) =>
          remote.name === 'mfe_staff' ? { ...remote, entry: staffEntry } : remote,
        ),
      },
    });
    const firstRequest = releaseServer.requested.length;
    try {
      const { context, page } = await openPage(browser, portal.url, portal.log);
      const shellScripts: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Scripts the page runs (not the idle prefetch, whose extent depends on timing).
        if (
          request.resourceType() === 'script' &&
          url.origin === portal.url &&
          url.pathname.endsWith('.js') &&
          !url.pathname.startsWith('/remotes/')
        ) {
          shellScripts.push(url.pathname);
        }
      });
      await page.goto('/login');
      // /login is prerendered from the shell's build; the visitor's first interaction starts
      // the app, whose first render shows the staff remote the runtime list names.
      await page.getByLabel(/email/i).click();
      const heading = page.getByRole('heading', { level: 1 });
      await heading.filter({ hasText: 'release' }).waitFor();
      const shown = await heading.textContent();
      // The form under the new heading works: it is the whole remote, not a heading alone.
      await page.getByLabel(/email/i).fill('someone@example.com');
      const served = await page.request.get('/remotes.json').then((r) => r.json() as unknown);
      const shellPage = await page.request.get('/').then((r) => r.text());
      await context.close();
      return {
        shown,
        served,
        shellPage,
        shellScripts: shellScripts.sort(),
        releaseFiles: releaseServer.requested.slice(firstRequest),
      };
    } finally {
      await portal.stop();
    }
  }

  it('serves the new release once the runtime remote list names it, with the same shell build', async () => {
    const before = await openLoginWith(releases[0]);
    expect(before.shown).toBe(loginHeading(releases[0]));
    expect(before.releaseFiles).toContain(`/remotes/staff/${releases[0]}/mf-manifest.json`);
    expect(before.releaseFiles.every((file) => file.includes(`/${releases[0]}/`))).toBe(true);

    const after = await openLoginWith(releases[1]);
    expect(after.shown).toBe(loginHeading(releases[1]));
    expect(after.served).toMatchObject({
      remotes: expect.arrayContaining([
        { name: 'mfe_staff', entry: expect.stringContaining(`/remotes/staff/${releases[1]}/`) },
      ]),
    });
    expect(after.releaseFiles).toContain(`/remotes/staff/${releases[1]}/mf-manifest.json`);
    expect(after.releaseFiles.every((file) => file.includes(`/${releases[1]}/`))).toBe(true);

    // The shell was not rebuilt: the same page and the same hashed bundles both times.
    expect(after.shellPage).toBe(before.shellPage);
    expect(after.shellScripts.length).toBeGreaterThan(0);
    expect(after.shellScripts).toEqual(before.shellScripts);
  }, 300_000);
});
