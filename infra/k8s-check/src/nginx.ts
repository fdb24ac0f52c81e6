import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  nginxHeadersFile,
  writeNginxSecurityHeaders,
} from '@studio/shell-kit/build/nginx-security-headers';
import { repoPath } from './repo.js';

/**
 * Runs one of the images' nginx server configurations (infra/docker/nginx) with the machine's
 * nginx (Debian package `nginx`), in a scratch folder that stands in for the image's file system:
 * the same configuration text, only its absolute paths and port moved.
 */
export interface StaticServer {
  baseUrl: string;
  /** The scratch folder's stand-in for an absolute path of the image, e.g. `/usr/share/nginx/html`. */
  hostPath(imagePath: string): string;
  stop(): Promise<void>;
}

const imagePaths = [
  '/usr/share/nginx/html',
  '/etc/studio/runtime',
  '/etc/studio/upstreams',
  '/etc/nginx/snippets',
  '/tmp/published-results-cache',
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // try the next place
    }
  }
  throw new Error(
    'nginx is needed to check the static servers: apt-get install -y --no-install-recommends nginx',
  );
}

async function waitForPort(url: string, process: ChildProcess, log: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (process.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      await fetch(`${url}/healthz`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer: ${log()}`);
}

/**
 * What static.Dockerfile does with the shell's build: the pages' header include the build wrote
 * (here written from the pages in the web root, as the build does) goes to the snippets, and
 * stays out of the web root.
 */
function installPageHeaders(webRoot: string, snippetsDir: string): void {
  writeNginxSecurityHeaders(webRoot);
  const generated = path.join(webRoot, nginxHeadersFile);
  renameSync(generated, path.join(snippetsDir, path.basename(generated)));
  rmSync(path.dirname(generated), { recursive: true });
}

/**
 * Starts nginx with the site configuration. `fillWebRoot` puts the image's files into the web
 * root first (the shell's page headers are computed from its pages, as its build does).
 */
export async function startStaticServer(
  siteConf: 'shell.conf' | 'remote.conf',
  fillWebRoot: (webRoot: string) => void = () => undefined,
  /** Files mounted into the image at run time (by absolute image path), e.g. the shell's upstreams. */
  mounted: Record<string, string> = {},
): Promise<StaticServer> {
  const nginx = nginxBinary();
  const root = mkdtempSync(path.join(tmpdir(), 'studio-static-'));
  const hostPath = (imagePath: string) => path.join(root, 'image', imagePath);
  for (const imagePath of imagePaths) mkdirSync(hostPath(imagePath), { recursive: true });
  fillWebRoot(hostPath('/usr/share/nginx/html'));
  for (const [imagePath, content] of Object.entries(mounted)) {
    mkdirSync(path.dirname(hostPath(imagePath)), { recursive: true });
    writeFileSync(hostPath(imagePath), content);
  }
  if (siteConf === 'shell.conf')
    installPageHeaders(hostPath('/usr/share/nginx/html'), hostPath('/etc/nginx/snippets'));

  const port = await freePort();
  const relocate = (text: string) =>
    imagePaths
      .reduce((result, imagePath) => result.replaceAll(imagePath, hostPath(imagePath)), text)
      .replaceAll('/etc/nginx/listen.conf', path.join(root, 'listen.conf'));
  const snippets = repoPath('infra/docker/nginx/snippets');
  for (const file of readdirSync(snippets)) {
    writeFileSync(
      path.join(hostPath('/etc/nginx/snippets'), file),
      relocate(readFileSync(path.join(snippets, file), 'utf8')),
    );
  }
  writeFileSync(
    path.join(root, 'site.conf'),
    relocate(readFileSync(repoPath('infra/docker/nginx', siteConf), 'utf8')),
  );
  cpSync('/etc/nginx/mime.types', path.join(root, 'mime.types'));
  writeFileSync(path.join(root, 'listen.conf'), `listen 127.0.0.1:${port};\n`);
  // The images' own main configuration, its paths moved into the scratch folder.
  writeFileSync(
    path.join(root, 'nginx.conf'),
    (process.getuid?.() === 0 ? 'user root;\n' : '') +
      readFileSync(repoPath('infra/docker/nginx/nginx.conf'), 'utf8')
        .replaceAll('/tmp/', `${root}/`)
        .replace('/etc/nginx/mime.types', path.join(root, 'mime.types'))
        .replace('/etc/nginx/conf.d/*.conf', path.join(root, 'site.conf'))
        .replace('access_log /dev/stdout;', 'access_log off;'),
  );

  let output = '';
  const child = spawn(
    nginx,
    ['-p', root, '-c', path.join(root, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForPort(baseUrl, child, () => output);

  return {
    baseUrl,
    hostPath,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
