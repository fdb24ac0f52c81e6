import path from 'node:path';
import type { Flavour } from './flavour.js';
import { findFreePort } from './free-port.js';
import { remotes, repoPath, repoRoot } from './repo-paths.js';
import { answers } from './readiness.js';

const tsx = repoPath('node_modules', '.bin', 'tsx');
const tsc = repoPath('node_modules', '.bin', 'tsc');
const rspack = repoPath('node_modules', '.bin', 'rspack');
const devServerStartMs = 300_000;

/**
 * `npm run dev`: services, worker and BFF from TypeScript source under `tsx watch` (the shared
 * packages they import from `dist/` are rebuilt by `tsc -b --watch`), and `rspack serve` dev
 * servers with hot reload for the shell and each remote. The edge forwards page traffic to the
 * shell's dev server and serves a `remotes.json` that points at the remotes' dev servers.
 */
export const developmentFlavour: Flavour = {
  async prepare(group) {
    await group.run({
      name: 'tsc',
      command: tsc,
      args: ['-b', 'tsconfig.build.json'],
      cwd: repoRoot,
    });
    await group.start({
      name: 'tsc',
      command: tsc,
      args: ['-b', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
      cwd: repoRoot,
    });
  },

  nodeProcess: (workspace, entry) => ({
    command: tsx,
    args:
      entry === 'migrate'
        ? [path.join(workspace, 'src', 'migrate.ts')]
        : ['watch', '--clear-screen=false', path.join(workspace, 'src', `${entry}.ts`)],
    cwd: repoRoot,
  }),

  async frontend(group, { bffUrl }) {
    const apps = [
      { name: 'shell', workspace: 'shell', readyPath: '/' },
      ...remotes.map((remote) => ({
        name: remote.name,
        workspace: remote.workspace,
        readyPath: '/mf-manifest.json',
      })),
    ];
    // The dev servers learn each other's ports (the shell proxies to the remotes) from DEV_PORT_*.
    const ports = new Map<string, number>();
    for (const app of apps) {
      const configured = Number(process.env[devPortVariable(app.name)]);
      ports.set(
        app.name,
        Number.isInteger(configured) && configured > 0 ? configured : await findFreePort(),
      );
    }
    const env = {
      NODE_ENV: 'development',
      PORT: undefined,
      DEV_BFF_URL: bffUrl,
      ...Object.fromEntries(
        apps.map((app) => [devPortVariable(app.name), String(ports.get(app.name))]),
      ),
    };
    await Promise.all(
      apps.map((app) =>
        group.start(
          {
            name: app.workspace,
            command: rspack,
            args: ['serve', '--mode', 'development'],
            cwd: repoPath(app.workspace),
            env,
            isReady: () => answers(`http://localhost:${ports.get(app.name)}${app.readyPath}`),
          },
          { timeoutMs: devServerStartMs },
        ),
      ),
    );
    return {
      frontend: {
        kind: 'dev-server',
        shellUrl: `http://localhost:${ports.get('shell')}`,
        processName: 'shell',
      },
      remotesJson: {
        remotes: remotes.map((remote) => ({
          name: remote.name,
          entry: `http://localhost:${ports.get(remote.name)}/mf-manifest.json`,
        })),
      },
    };
  },
};

function devPortVariable(appName: string): string {
  return `DEV_PORT_${appName.toUpperCase()}`;
}
