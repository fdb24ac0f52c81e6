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

const imagePaths = ['/usr/share/nginx/html', '/etc/studio/runtime', '/etc/nginx/snippets'];

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
): Promise<StaticServer> {
  const nginx = nginxBinary();
  const root = mkdtempSync(path.join(tmpdir(), 'studio-static-'));
  const hostPath = (imagePath: string) => path.join(root, 'image', imagePath);
  for (const imagePath of imagePaths) mkdirSync(hostPath(imagePath), { recursive: true });
  fillWebRoot(hostPath('/usr/share/nginx/html'));
  if (siteConf === 'shell.conf')
    installPageHeaders(hostPath('/usr/share/nginx/html'), hostPath('/etc/nginx/snippets'));

  const port = await freePort();
  const relocate = (text: string) =>
    imagePaths
      .reduce((result, imagePath) => result.replaceAll(imagePath, hostPath(imagePath)), text)
      .replace(/listen 8080;/g, `listen 127.0.0.1:${port};`);
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
  // What nginx-unprivileged's own nginx.conf sets around the site configuration.
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${root}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  include ${root}/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${root}/client_temp;
  proxy_temp_path ${root}/proxy_temp;
  fastcgi_temp_path ${root}/fastcgi_temp;
  uwsgi_temp_path ${root}/uwsgi_temp;
  scgi_temp_path ${root}/scgi_temp;
  include ${root}/site.conf;
}
`,
  );

  let output = '';
  const child = spawn(nginx, ['-p', root, '-c', path.join(root, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
