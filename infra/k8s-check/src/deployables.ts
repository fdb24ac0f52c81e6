import { existsSync } from 'node:fs';
import { readPackageJson, readRepoFile, repoPath } from './repo.js';

/**
 * What has to be deployed, read from the workspaces themselves so that a new service, worker or
 * remote without images and manifests fails the checks instead of being forgotten:
 * - a Node deployable is a workspace whose `start` script runs `node dist/...`;
 * - a worker entry (`src/worker.ts`, built to `dist/worker.js`, or a `worker` script) beside a
 *   server is a deployable of its own, `<workspace>-worker`, running the workspace's image;
 * - a static frontend is a workspace built with `rspack build` (the shell and the remotes);
 * - a service with a `migrate` script gets a migration Job.
 */
export interface NodeDeployable {
  kind: 'node';
  /**
   * Kubernetes and compose name: the workspace folder's last segment (`services/auth` → `auth`),
   * with `-worker` for a worker beside a server (`payment-worker`).
   */
  name: string;
  workspace: string;
  /** The image it runs (`studio/<image>`): the workspace's, shared by a server and its worker. */
  image: string;
  /** A server answers requests (Service, autoscaler); a worker takes its work from queues. */
  role: 'server' | 'worker';
  /** The words of the script that starts it, e.g. `['node', 'dist/server.js']`. */
  start: string[];
  /** The `migrate` script's words, on the workspace's main deployable when it has one. */
  migrate?: string[];
  /** Reads and writes its workspace's schema in PostgreSQL (the workspace has migrations). */
  usesDatabase: boolean;
  /**
   * Serves `/healthz` and `/readyz`: its entry starts a server. A process that does not listen
   * must not get HTTP probes (they would fail and the kubelet would restart it forever).
   */
  servesHealth: boolean;
  /**
   * The variable naming the port it serves them on: `HEALTH_PORT` for an entry that reads it (a
   * service's ledger worker, whose `PORT` is its service's), else `PORT`.
   */
  probePortVariable: 'PORT' | 'HEALTH_PORT';
}

export interface StaticDeployable {
  kind: 'static';
  name: string;
  workspace: string;
  /** The remote's path segment under /remotes/ and its container name (docs/architecture.md). */
  remote?: { area: string; containerName: string };
}

export type Deployable = NodeDeployable | StaticDeployable;

const workerEntry = 'dist/worker.js';

/** The source file a compiled entry (`dist/x.js`) comes from. */
const entrySource = (workspace: string, entry: string): string =>
  readRepoFile(workspace, entry.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts'));

function nodeDeployable(
  workspace: string,
  name: string,
  start: string[],
  fields: Pick<NodeDeployable, 'image' | 'usesDatabase' | 'migrate'>,
): NodeDeployable {
  const entry = start[1] ?? '';
  const source = entrySource(workspace, entry);
  return {
    kind: 'node',
    name,
    workspace,
    role: entry === workerEntry ? 'worker' : 'server',
    start,
    servesHealth:
      /\b(startServer|startWorkerHealthServer|startOptionalWorkerHealthServer)\(|\.listen\(/.test(
        source,
      ),
    probePortVariable: /\breadHealthPort\(/.test(source) ? 'HEALTH_PORT' : 'PORT',
    ...fields,
  };
}

export function listDeployables(): Deployable[] {
  const root = readPackageJson('.');
  return (root.workspaces ?? []).flatMap((workspace): Deployable[] => {
    const scripts = readPackageJson(workspace).scripts ?? {};
    const name = workspace.split('/').at(-1) ?? workspace;
    if (scripts.start?.startsWith('node dist/')) {
      const start = scripts.start.split(' ');
      const migrate = scripts.migrate?.split(' ');
      const usesDatabase = migrate !== undefined;
      const main = nodeDeployable(workspace, name, start, {
        image: name,
        usesDatabase,
        ...(migrate ? { migrate } : {}),
      });
      const hasWorker =
        scripts.worker !== undefined || existsSync(repoPath(workspace, 'src', 'worker.ts'));
      if (!hasWorker || main.role === 'worker') return [main];
      const workerStart = (scripts.worker ?? `node ${workerEntry}`).split(' ');
      return [
        main,
        nodeDeployable(workspace, `${name}-worker`, workerStart, { image: name, usesDatabase }),
      ];
    }
    if (scripts.build?.startsWith('rspack build')) {
      const area = name.startsWith('mfe-') ? name.slice('mfe-'.length) : undefined;
      return [
        {
          kind: 'static',
          name,
          workspace,
          ...(area ? { remote: { area, containerName: `mfe_${area}` } } : {}),
        },
      ];
    }
    return [];
  });
}

export const nodeDeployables = (): NodeDeployable[] =>
  listDeployables().filter((d): d is NodeDeployable => d.kind === 'node');

export const staticDeployables = (): StaticDeployable[] =>
  listDeployables().filter((d): d is StaticDeployable => d.kind === 'static');
